/**
 * A staff queue's action on one row (approve, reject, confirm…), for the queues whose action answers
 * with the row as it now is (withdrawals, offline payments). The row replaces its copy in every cached
 * page of the queue, so it changes in place on screen; the lists are read again when next shown, and
 * the badge at once. Refused because the row moved meanwhile (`isStale`: someone else handled it
 * first, or it is gone), every list of the queue is read again. `useQueueReport` tells the outcome.
 */
import type { QueryKey } from '@tanstack/react-query';
import { writeCall } from '@/lib/write-call';
import { replaceRowIn } from './cached-list';

/** What a queue action answers: the row as it is now, and the server's account of what happened. */
export type QueueOutcome<R> = { row: R; message: string };

type QueueActionOptions<B> = {
  url: string;
  /** What is sent for `body` (default: `body` itself). */
  data?: (body: B) => unknown;
  /** The queue's list call's prefix: every cached page of the queue. */
  prefix: QueryKey;
  /** The section's badge (how many wait). */
  badge: QueryKey;
  isStale: (error: unknown) => boolean;
};

export function queueAction<B, R extends { id: number }>({
  url,
  data,
  prefix,
  badge,
  isStale,
}: QueueActionOptions<B>) {
  return writeCall<B, R, QueueOutcome<R>>({
    url,
    data,
    read: (reply) => ({ row: reply.data, message: reply.msg }),
    after: (queryClient, { row }) => {
      for (const [key, cached] of queryClient.getQueriesData({ queryKey: prefix })) {
        const next = replaceRowIn(cached, row);
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
