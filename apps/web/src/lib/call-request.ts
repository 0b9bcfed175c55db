/**
 * A contract call sent by the request client (decision 0041): its method and path come from the
 * call's entry, and its reply is typed by the entry's reply schema.
 */
import type { CallEnvelope as ReplyEnvelope, CallReply, CallSpec } from '@nodebao/contract';
import { checked, request, type Envelope, type RequestOptions } from '@/lib/request';

/** A successful reply: the envelope of the call's reply schema (its `data`, `pages` and siblings). */
export type CallEnvelope<C extends CallSpec> = Envelope<CallReply<C>> & ReplyEnvelope<C>;

/** Sends `call`; a reply with errorCode ≠ 0 throws a BusinessError (after the client's toast, unless skipped). */
export async function requestCall<C extends CallSpec>(
  call: C,
  options: Omit<RequestOptions, 'method'> = {},
): Promise<CallEnvelope<C>> {
  const reply = await checked(request<CallReply<C>>(call.path, { ...options, method: call.method }));
  // The server wrote this JSON from the same reply schema (its serializer parses with it).
  return reply as CallEnvelope<C>;
}
