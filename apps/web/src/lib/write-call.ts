/**
 * A call that changes something (POST), written once per call: its sender and its hook, with what the
 * screens' caches do after it (refresh the lists it changes by key, or store the answer). The sibling
 * of `query-call.ts` for reads and `list/list-call.ts` for lists.
 */
import type { CallBody, CallReply, CallSpec } from '@nodebao/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { requestCall, type CallEnvelope } from '@/lib/call-request';

type WriteCallOptions<C extends CallSpec, B, T> = {
  /** The contract's call (decision 0041), or the call for `body` when the body chooses it. */
  call: C | ((body: B) => C);
  /** What is sent for `body` (default: `body` itself, as JSON; a FormData goes as multipart). */
  data?: (body: B) => unknown;
  /** What the caller gets of a successful reply (default: its `data`). */
  read?: (reply: CallEnvelope<C>, body: B) => T;
  /** After a success: what the caches do. A promise returned keeps the call pending until it ends. */
  after?: (queryClient: QueryClient, result: T, body: B) => unknown;
  /** After a refusal or a failure (a queue whose row moved meanwhile reads itself again). */
  afterError?: (queryClient: QueryClient, error: Error, body: B) => unknown;
  /** After either. */
  afterEither?: (queryClient: QueryClient) => unknown;
  /** The screen shows a refusal itself: no toast. */
  quiet?: boolean;
};

/**
 * A refusal (a 422 naming the field, a business errorCode) has been toasted with the server's Chinese
 * message by the request client (unless `quiet`); it is thrown as a BusinessError so that the form or
 * the screen stays as it was. `C` is the contract's call, `B` the body (the call's own unless `data`
 * turns another into it), `T` what the caller gets (the reply's data unless `read` says).
 */
export function writeCall<C extends CallSpec, B = CallBody<C>, T = CallReply<C>>({
  call,
  data,
  read,
  after,
  afterError,
  afterEither,
  quiet,
}: WriteCallOptions<C, B, T>) {
  const send = async (body: B): Promise<T> => {
    const reply = await requestCall(typeof call === 'function' ? call(body) : call, {
      data: data ? data(body) : body,
      skipErrorHandler: quiet,
    });
    // Without `read`, T is the reply's data.
    return read ? read(reply, body) : (reply.data as T);
  };
  return {
    send,
    use: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: send,
        onSuccess: after && ((result: T, body: B) => after(queryClient, result, body)),
        onError: afterError && ((error: Error, body: B) => afterError(queryClient, error, body)),
        onSettled: afterEither && (() => afterEither(queryClient)),
      });
    },
  };
}

/** A write call as a row's buttons see it: under way or not, with the row's id or a body naming it. */
type RowWrite = { isPending: boolean; variables?: number | { id?: number } };

/**
 * The row the first of `calls` under way was sent for (its buttons show a spinner, the other rows'
 * wait), or undefined when none runs.
 */
export function busyRowId(...calls: RowWrite[]): number | undefined {
  const sent = calls.find((call) => call.isPending)?.variables;
  return typeof sent === 'number' ? sent : sent?.id;
}
