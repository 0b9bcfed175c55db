import type { z } from 'zod';

/**
 * Who may call a route (the server's auth plugin reads it): `public` without a token, `optional`
 * reads the caller when a token is sent, `member` any signed-in member, `operator` operators and
 * supermen, `superman` staff only. `apiToken`: only an operator's or member's read-only API token
 * (issue 50 §2, the /api/open/* calls); a session token is refused there, and an API token everywhere
 * else.
 */
export type AuthLevel = 'public' | 'optional' | 'member' | 'operator' | 'superman' | 'apiToken';

/**
 * One API call, declared once (decision 0041): the server registers its route from it (schemas,
 * who may call it, its OpenAPI tags and summary) and the web calls its path with types read off the
 * same schemas. What only the server cares about (body limits, rate limits) stays with the route.
 */
export type CallSpec = {
  method: 'GET' | 'POST';
  path: string;
  auth: AuthLevel;
  tags: readonly string[];
  summary: string;
  description?: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The success envelope (HTTP 200); none for a call answered outside the envelope. */
  reply?: z.ZodType;
  /** Other answers the call documents by HTTP status (a device's 401 and 503). */
  errors?: Record<number, z.ZodType>;
  /** OpenAPI: `[]` for a call signed otherwise than with the bearer token. */
  security?: Record<string, string[]>[];
  consumes?: string[];
  /**
   * A money or fleet action that asks for a fresh authenticator code (issue 49 §1): the server's
   * auth plugin refuses it with STEP_UP_REQUIRED when the caller has a second factor and typed no
   * code for a few minutes; the web asks for one and sends the call again.
   */
  stepUp?: true;
  /**
   * A GET that changes something (SPEC keeps one: 解绑微信). The server treats it as a write: its
   * changes go to the audit trail like a POST's (decision 0043).
   */
  writes?: true;
  /** Left out of the OpenAPI document. */
  hide?: boolean;
  /** Who calls it when the web app does not: the boxes, a payment platform's notifications, or clients
   * outside this repository (an address kept for them). */
  caller?: 'device' | 'provider' | 'outside';
};

export function call<const C extends CallSpec>(spec: C): C {
  return spec;
}

type Data<S> = S extends z.ZodType ? (z.output<S> extends { data: infer D } ? D : never) : unknown;

/** The `data` of a call's success envelope, as the web receives it. */
export type CallReply<C extends CallSpec> = Data<C['reply']>;
/** A call's whole success envelope (for calls whose lists carry siblings beside `data`). */
export type CallEnvelope<C extends CallSpec> = C['reply'] extends z.ZodType ? z.output<C['reply']> : unknown;
/** What a caller sends: the query string (before coercion and defaults). */
export type CallQuery<C extends CallSpec> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
/** What a caller sends: the body (before defaults). */
export type CallBody<C extends CallSpec> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
