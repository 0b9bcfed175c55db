import type { IncomeDeviceRow } from '@nodebao/contract';

/** What the main thread sends the export's worker: a batch of rows, then the end with the total. */
export type ToWorker = { kind: 'rows'; rows: IncomeDeviceRow[] } | { kind: 'finish'; incomeFen: number };

/** What the worker answers: xlsx bytes as they come, a batch taken, the file complete, or a failure. */
export type FromWorker =
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'added' }
  | { kind: 'finished' }
  | { kind: 'failed'; message: string };
