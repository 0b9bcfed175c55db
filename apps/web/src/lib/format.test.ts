import { describe, expect, it } from 'vitest';
import { ispText } from './format';

describe('ispText (devices, rooms, partner rooms, a day’s income by device)', () => {
  it('names a carrier in Chinese, and shows the missing mark for none or one not known', () => {
    expect(ispText('telecom')).toBe('电信');
    expect(ispText('unicom')).toBe('联通');
    expect(ispText('mobile')).toBe('移动');
    expect(ispText(null)).toBe('—');
    expect(ispText('satellite')).toBe('—');
  });
});
