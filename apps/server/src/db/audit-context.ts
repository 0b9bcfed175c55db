import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a request is, told to the database's audit trigger (issue 49 §2, decision 0043). While a
 * person's call runs (plugins/audit.ts), every transaction it opens starts by setting
 * `nodebao.audit` for that transaction, and every plain statement it sends runs in a transaction of
 * its own that does the same (client.ts, transaction.ts): whatever the services call, each row they
 * change in an audited table is written to the trail in the same transaction, by the trigger. Outside
 * a person's call (jobs, settlement, boxes reporting) nothing is set and nothing is written.
 */
export type AuditSource = {
  /** The member who acted, and what they acted as. */
  actor: number;
  role: 'staff' | 'operator' | 'member';
  ip: string;
  /** The request id the logs carry. */
  request: string;
  /** `POST /api/admin/withdraw-approve` */
  call: string;
  /** The call's name for people (the contract's summary, without its notes). */
  action: string | null;
};

/** The setting the trigger reads; local to each transaction (`set_config(…, true)`). */
export const AUDIT_SETTING = 'nodebao.audit';

const current = new AsyncLocalStorage<string>();

/**
 * Runs `work`, and everything it awaits, as `source`. A Drizzle query runs when it is awaited, not when
 * it is built: await it inside `work`, or it runs outside the source.
 */
export function asAuditSource<T>(source: AuditSource, work: () => T): T {
  return current.run(JSON.stringify(source), work);
}

/** The JSON the trigger reads, while a person's call runs. */
export function auditSetting(): string | undefined {
  return current.getStore();
}
