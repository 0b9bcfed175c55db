/**
 * The income screens' data, inferred from the contract's schemas (STYLE §3: never written twice).
 * Type-only imports: no zod reaches the page chunks through these.
 */
import type {
  deviceIncomeSchema,
  flowReply,
  incomeDataSchema,
  memberMonthReply,
  monthDataSchema,
  Output,
} from '@nodebao/contract';

export type {
  IncomeDayRow,
  IncomeDeviceRow,
  MoneyIndexReply,
  MoneyRecord,
  MoneyRecordQuery,
  Pages,
} from '@nodebao/contract';

/** The output type of a zod schema, without importing zod. */
export type MonthData = Output<typeof monthDataSchema>;
export type IncomeData = Output<typeof incomeDataSchema>;
export type MemberMonth = Output<typeof memberMonthReply>['data'];
export type DailyFigures = MemberMonth['data'][number];
export type DeviceIncome = Output<typeof deviceIncomeSchema>;
export type Flow = Output<typeof flowReply>['data'];

/** The filter of the money record (SPEC §3: merged and remembered). */
export type MoneyRecordKind = 'all' | 'income' | 'withdraw';
export interface MoneyRecordRequest {
  kind: MoneyRecordKind;
  /** Beijing days, both ends included; null = open. */
  start: string | null;
  end: string | null;
}
