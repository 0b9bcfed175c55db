import { describe, expect, it } from 'vitest';
import { clampQuantity, orderTotalFen, QUANTITY_MAX } from './price';

describe('the order total', () => {
  it('is unit price × quantity in fen, shown as 元 with two decimals elsewhere', () => {
    expect(orderTotalFen(9_900, 2)).toBe(19_800);
    expect(orderTotalFen(1_999, 3)).toBe(5_997);
    expect(orderTotalFen(0, 10)).toBe(0);
  });

  it('keeps the quantity between 1 and 500 whole codes', () => {
    expect(QUANTITY_MAX).toBe(500);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(501)).toBe(500);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(orderTotalFen(100, 9_999)).toBe(50_000);
  });
});
