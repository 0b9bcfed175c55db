import { describe, expect, it } from 'vitest';
import { maskMobile } from './account-rules.ts';

describe('maskMobile (rankings, invites, the greeting, the page header)', () => {
  it('hides the middle four digits of a mobile', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
  });

  it('shows anything that is not 11 digits as it is', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile('1380000')).toBe('1380000');
    expect(maskMobile('+8613800000001')).toBe('+8613800000001');
  });
});
