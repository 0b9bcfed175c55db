import { z } from 'zod';

/** Every reply: `{ errorCode, msg, data }`; errorCode 0 is success (DESIGN §4). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ errorCode: z.number().int(), msg: z.string(), data });
}

export const pagesSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
});
export type Pages = z.infer<typeof pagesSchema>;

/** A paged list: `{ errorCode, msg, data: T[], pages }` plus the siblings SPEC names beside data. */
export function listEnvelope<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  item: T,
  extra?: E,
) {
  return z.object({
    errorCode: z.number().int(),
    msg: z.string(),
    data: z.array(item),
    pages: pagesSchema,
    ...(extra ?? ({} as E)),
  });
}

/** Query of a paged list; `pageSize` is capped per list (100 by default, 1000 for devices). */
export function pageQuery(defaultSize = 20, maxSize = 100) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
}

/**
 * A staff queue's list (cooperation, flashing): paged, filtered by state, with how many still wait
 * (`pending`) beside the data.
 */
export function staffQueueList<S extends readonly [string, ...string[]], T extends z.ZodType>(
  states: S,
  item: T,
) {
  return {
    query: pageQuery(20, 100).extend({ state: z.enum(states).optional() }),
    reply: listEnvelope(item, { pending: z.number().int() }),
  };
}

export const errorReplySchema = z.object({
  errorCode: z.number().int(),
  msg: z.string(),
  data: z.unknown(),
});

/** Body of a 422: which field failed and why. */
export const validationErrorData = z.object({
  field: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
