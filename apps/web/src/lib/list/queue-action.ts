/**
 * A staff queue's action on one row (approve, reject, confirm…), for the queues whose action answers
 * with the row as it now is (withdrawals, offline payments). The row replaces its copy in every cached
 * page of the queue, so it changes in place on screen; the lists are read again when next shown, and
 * the badge at once. Refused because the row moved meanwhile (`isStale`: someone else handled it
 * first, or it is gone), every list of the queue is read again. `useQueueReport` tells the outcome.
 */
import type { CallBody, CallReply, CallSpec, Output } from '@nodebao/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { writeCall } from '@/lib/write-call';
import { replaceRowIn } from './cached-list';

/** What a queue action answers: the row as it is now, and the server's account of what happened. */
export type QueueOutcome<R> = { row: R; message: string };

type QueueActionOptions<C extends CallSpec, B> = {
  /** The contract's call; it answers with the row as it now is. */
  call: C;
  /** What is sent for `body` (default: `body` itself). */
  data?: (body: B) => CallBody<C>;
  /** The queue's list call's prefix: every cached page of the queue. */
  prefix: QueryKey;
  /** The section's badge (how many wait). */
  badge: QueryKey;
  isStale: (error: unknown) => boolean;
};

/**
 * What a screen hands a queue action: the body as the schema yields it (ids are numbers, which the
 * screens also use to mark the row that is busy).
 */
export type QueueBody<C extends CallSpec> = Output<NonNullable<C['body']>>;

/** A call answering with a queue's row (which has an id). */
export type RowCall = CallSpec & { reply: z.ZodType<{ data: { id: number } }> };

export function queueAction<C extends RowCall, B = QueueBody<C>>({
  call,
  data,
  prefix,
  badge,
  isStale,
}: QueueActionOptions<C, B>) {
  return writeCall<C, B, QueueOutcome<CallReply<C>>>({
    call,
    data,
    read: (reply) => ({ row: reply.data, message: reply.msg }),
    after: (queryClient, { row }) => {
      for (const [key, cached] of queryClient.getQueriesData({ queryKey: prefix })) {
        // RowCall: the row has an id, which TypeScript cannot read through the generic reply type.
        const next = replaceRowIn(cached, row as CallReply<C> & { id: number });
        if (next !== cached) queryClient.setQueryData(key, next);
      }
      void queryClient.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: badge });
    },
    afterError: (queryClient, error) => {
      if (isStale(error)) void queryClient.invalidateQueries({ queryKey: prefix });
    },
  });
}
