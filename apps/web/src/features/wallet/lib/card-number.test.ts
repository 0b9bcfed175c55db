import { describe, expect, it } from 'vitest';
import { cardDigits, cardNumberError, groupCardNumber } from './card-number';

describe('the card number field', () => {
  it('groups the digits in fours as they are typed or pasted', () => {
    expect(groupCardNumber('6222')).toBe('6222');
    expect(groupCardNumber('62220')).toBe('6222 0');
    expect(groupCardNumber('6222 0210-0112 3456789')).toBe('6222 0210 0112 3456 789');
    expect(groupCardNumber('6222 ')).toBe('6222');
  });

  it('keeps at most 19 digits', () => {
    expect(cardDigits('62220210011234567891234')).toBe('6222021001123456789');
  });

  it('checks the length and the Luhn digit before sending', () => {
    expect(cardNumberError('6222 0210 0112 3456 789')).toBeUndefined();
    expect(cardNumberError('6222 0210 0112 3456 788')).toBe('卡号校验未通过，请核对后重新输入');
    expect(cardNumberError('6222 0210')).toBe('银行卡号应为 12–19 位数字');
  });
});
