/**
 * A call that reads one answer (not a paged list: that is `list/list-call.ts`), written once per
 * call: its cache key, its fetcher, its query options and its hook — what STYLE §6 asks of a call's
 * file, without writing the react-query wiring again in each. Every key starts with `prefix`, so one
 * `invalidateQueries({ queryKey: prefix })` after a write refreshes every screen that shows it.
 */
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { request, type Envelope, type RequestParams, checked } from '@/lib/request';

type QueryCallOptions<R, A, T> = {
  url: string | ((args: A) => string);
  /** The call's key; the answer for `args` lives under `[...prefix, args]` (under `prefix` without args). */
  prefix: QueryKey;
  /** The query string for `args` (none unless given). */
  params?: (args: A) => RequestParams;
  /** What the screens get of a successful reply (default: its `data`). */
  read?: (reply: Envelope<R>, args: A) => T;
  /** How long an answer is fresh (the query client's default unless given). */
  staleTime?: number | ((args: A) => number);
  gcTime?: number;
};

/**
 * Every screen draws a refused or failed read itself (an error block with a retry, or a mark on a
 * card), so a read never toasts or redirects; a refusal throws a BusinessError.
 * `R` is the reply's data, `A` the call's arguments, `T` what the screens get (R unless `read` says).
 */
export function queryCall<R, A = void, T = R>({
  url,
  prefix,
  params,
  read,
  staleTime,
  gcTime,
}: QueryCallOptions<R, A, T>) {
  const key = (args: A): QueryKey => (args === undefined ? prefix : [...prefix, args]);
  const fetch = async (args: A, signal?: AbortSignal): Promise<T> => {
    const reply = await checked(
      request<R>(typeof url === 'string' ? url : url(args), {
        params: params?.(args),
        skipErrorHandler: true,
        signal,
      }),
    );
    // Without `read`, T is R.
    return read ? read(reply, args) : (reply.data as unknown as T);
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
