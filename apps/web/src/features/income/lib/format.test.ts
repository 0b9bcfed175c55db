import { describe, expect, it } from 'vitest';
import { availabilityText, perDeviceFen, shareText, signedYuan } from './format';

describe('income figures', () => {
  it('signs a ledger amount in 元 with two decimals', () => {
    expect(signedYuan(259_776)).toBe('+2597.76');
    expect(signedYuan(-50_000)).toBe('-500.00');
    expect(signedYuan(-5)).toBe('-0.05');
    expect(signedYuan(0)).toBe('0.00');
  });

  it('writes availability without trailing zeros', () => {
    expect(availabilityText(10_000)).toBe('100%');
    expect(availabilityText(9_950)).toBe('99.5%');
    expect(availabilityText(451)).toBe('4.51%');
    expect(availabilityText(0)).toBe('0%');
  });

  it('gives a share of the total with one decimal, none of a zero total', () => {
    expect(shareText(259_776, 627_546)).toBe('41.4%');
    expect(shareText(1, 3)).toBe('33.3%');
    expect(shareText(0, 0)).toBe('—');
  });

  it('rounds income per device down to the fen', () => {
    expect(perDeviceFen(259_776, 80)).toBe(3247);
    expect(perDeviceFen(100, 0)).toBe(0);
  });
});
