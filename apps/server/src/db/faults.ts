/**
 * Which errors mean "the database is away or too slow right now" rather than "this request is wrong"
 * or "the code is wrong" (issue 46). Those are answered 503 with Retry-After and `DATABASE_UNAVAILABLE`:
 * the transaction they cut was rolled back by PostgreSQL, so nothing of the request is stored and the
 * caller may send it again. Everything else keeps its own handling (a bug is still a 500).
 */

/**
 * SQLSTATEs of a database that went away or gave up on us (PostgreSQL's appendix A):
 * - class 08, connection exceptions (PgBouncer reports its own failures as 08P01);
 * - 57P01 admin shutdown (`pg_ctl restart -m fast`, `pg_terminate_backend`), 57P02 crash shutdown,
 *   57P03 cannot connect now (starting up, or in recovery);
 * - 53300 too many connections;
 * - 57014 query canceled (our statement_timeout), 55P03 lock not available (our lock_timeout),
 *   25P03 idle in transaction timeout;
 * - 40001 serialization failure and 40P01 deadlock: the transaction lost a race and was rolled back;
 *   sent again it goes through.
 */
const TRANSIENT_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '55P03',
  '25P03',
  '40001',
  '40P01',
]);

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool say these in plain words, without a code: a connection ended under a
 * query, a pool that could not hand out a connection in time, a client used after it broke.
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
];

/** Thrown by the pool when its wait queue is full: the database is too slow for the load. */
export class PoolSaturatedError extends Error {
  constructor(waiting: number) {
    super(`database pool queue full (${waiting} waiting)`);
    this.name = 'PoolSaturatedError';
  }
}

function isTransientOne(err: object): boolean {
  if (err instanceof PoolSaturatedError) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (TRANSIENT_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m));
}

/**
 * True when `err`, or what it wraps (drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`; a failed connect to a name with two addresses is an AggregateError), is the database
 * being unavailable.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  if (isTransientOne(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/**
 * The error that said the database was away, for the log: drizzle's wrapper says only which query
 * failed; the driver's error under it has the SQLSTATE or the socket code and the reason.
 */
export function databaseFault(err: unknown, depth = 0): { message: string; code?: string } | undefined {
  if (!err || typeof err !== 'object' || depth > 5) return undefined;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  const inner =
    databaseFault(cause, depth + 1) ??
    (Array.isArray(errors) ? errors.map((e) => databaseFault(e, depth + 1)).find(Boolean) : undefined);
  if (inner) return inner;
  if (!isTransientOne(err)) return undefined;
  const { message, code } = err as { message?: unknown; code?: unknown };
  return { message: String(message), ...(typeof code === 'string' ? { code } : {}) };
}
