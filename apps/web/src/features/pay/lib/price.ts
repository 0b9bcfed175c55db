import { MAX_CODES_PER_ORDER } from '@nodebao/contract/field-rules';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = MAX_CODES_PER_ORDER;

/** A quantity the order accepts: a whole number from 1 to 500 (anything else is pulled into range). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)));
}

/** What the order will cost in fen, as the server computes it: unit price × quantity. */
export function orderTotalFen(unitPriceFen: number, quantity: number): number {
  return unitPriceFen * clampQuantity(quantity);
}
