/**
 * A call that reads one answer (not a paged list: that is `list/list-call.ts`), written once per
 * call: its cache key, its fetcher, its query options and its hook — what STYLE §6 asks of a call's
 * file, without writing the react-query wiring again in each. Every key starts with `prefix`, so one
 * `invalidateQueries({ queryKey: prefix })` after a write refreshes every screen that shows it.
 */
import type { CallReply, CallSpec } from '@nodebao/contract';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { requestCall, type CallEnvelope } from '@/lib/call-request';
import type { RequestParams } from '@/lib/request';

type QueryCallOptions<C extends CallSpec, A, T> = {
  /** The contract's call (decision 0041): its path, and the type of its reply; or the call for `args`. */
  call: C | ((args: A) => C);
  /** The call's key; the answer for `args` lives under `[...prefix, args]` (under `prefix` without args). */
  prefix: QueryKey;
  /** The query string for `args` (none unless given). */
  params?: (args: A) => RequestParams;
  /** What the screens get of a successful reply (default: its `data`). */
  read?: (reply: CallEnvelope<C>, args: A) => T;
  /** How long an answer is fresh (the query client's default unless given). */
  staleTime?: number | ((args: A) => number);
  gcTime?: number;
};

/**
 * Every screen draws a refused or failed read itself (an error block with a retry, or a mark on a
 * card), so a read never toasts or redirects; a refusal throws a BusinessError.
 * `C` is the contract's call, `A` the call's arguments, `T` what the screens get (the reply's data
 * unless `read` says).
 */
export function queryCall<C extends CallSpec, A = void, T = CallReply<C>>({
  call,
  prefix,
  params,
  read,
  staleTime,
  gcTime,
}: QueryCallOptions<C, A, T>) {
  const key = (args: A): QueryKey => (args === undefined ? prefix : [...prefix, args]);
  const fetch = async (args: A, signal?: AbortSignal): Promise<T> => {
    const reply = await requestCall(typeof call === 'function' ? call(args) : call, {
      params: params?.(args),
      skipErrorHandler: true,
      signal,
    });
    // Without `read`, T is the reply's data.
    return read ? read(reply, args) : (reply.data as T);
  };
  const options = (args: A) =>
    queryOptions({
      queryKey: key(args),
      queryFn: ({ signal }) => fetch(args, signal),
      staleTime: typeof staleTime === 'function' ? staleTime(args) : staleTime,
      gcTime,
    });
  return {
    prefix,
    key,
    fetch,
    options,
    /** The answer for `args`; idle while `args` is null. */
    use: (args: A | null) => useQuery({ ...options(args as A), enabled: args !== null }),
  };
}
