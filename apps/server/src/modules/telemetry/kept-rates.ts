import { sql, type SQL } from 'drizzle-orm';

/**
 * What a day row keeps beside its 288 five-minute rates (issue 17 §2): the highest rates, highest
 * first, and the count of reported buckets in the evening peak window. Settlement reads value95 and
 * the peak off them instead of sorting 288 rates per box. A bucket is written once (the first sample
 * wins), so adding each newly filled bucket's rate to the kept set gives exactly the top of the whole
 * day, whatever order the samples arrive in.
 */
export const KEPT_RATES = {
  /** value95 is the 15th highest of 288 (the top 5 %, 14 points, dropped): 15 are enough. */
  kept: 15,
  /** The evening peak window 19:00–23:00: buckets 228..275, 1-based array slots 229..276. */
  peakFirstSlot: 229,
  peakLastSlot: 276,
} as const;

// The constants as SQL literals: the statements stay the same text whatever the rates (one plan).
const KEPT = sql.raw(String(KEPT_RATES.kept));
const PEAK_FIRST = sql.raw(String(KEPT_RATES.peakFirstSlot));
const PEAK_LAST = sql.raw(String(KEPT_RATES.peakLastSlot));

/** The kept top rates of a whole array of rates (-1 marks a bucket with no sample). */
export const topOf = (rates: SQL): SQL =>
  sql`array(select v from unnest(${rates}) v where v >= 0 order by v desc limit ${KEPT})`;

/** Reported buckets of a whole array of rates within the evening peak window. */
export const peakSamplesOf = (rates: SQL): SQL =>
  sql`(select count(*) from unnest((${rates})[${PEAK_FIRST}:${PEAK_LAST}]) v where v >= 0)::smallint`;

/**
 * The kept top after one more reported rate: unchanged when the set is full and the rate is not
 * above its lowest (most samples of a day, so most updates skip the sort of 16 numbers).
 */
export const topWith = (top: SQL, rate: SQL): SQL =>
  sql`case when cardinality(${top}) >= ${KEPT} and ${rate} <= ${top}[${KEPT}]
           then ${top} else ${topOf(sql`${top} || ${rate}`)} end`;

/** Whether a 0-based bucket index lies in the evening peak window. */
export const inPeak = (index: SQL): SQL => sql`(${index} + 1 between ${PEAK_FIRST} and ${PEAK_LAST})`;

/** JavaScript twin of `topOf`, for day rows built whole in memory (tests). */
export function topRates(rates: readonly number[]): number[] {
  return rates
    .filter((v) => v >= 0)
    .sort((a, b) => b - a)
    .slice(0, KEPT_RATES.kept);
}

/** JavaScript twin of `peakSamplesOf`. */
export function peakSamples(rates: readonly number[]): number {
  return rates.slice(KEPT_RATES.peakFirstSlot - 1, KEPT_RATES.peakLastSlot).filter((v) => v >= 0).length;
}

/** The kept columns of a day row built whole in memory, for an insert through the table's schema. */
export function keptOf(rates: readonly number[]): { topKbps: number[]; peakSamples: number } {
  return { topKbps: topRates(rates), peakSamples: peakSamples(rates) };
}
