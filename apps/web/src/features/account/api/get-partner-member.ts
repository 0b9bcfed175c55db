// GET {partner host}/api/member/info — the member's account on the sister service (SPEC §7)
import { getPartnerSession } from '@/lib/session';

export type PartnerMember = { mobile: string; nickname: string; service: string };

/**
 * The sister service's member info, with the partner token that auto-login stored. Plain fetch: this
 * console's own token must never go to another host. Null when there is no partner session or the
 * partner no longer accepts the token (it expired there); errors only for "could not ask".
 */
export async function getPartnerMember(signal?: AbortSignal): Promise<PartnerMember | null> {
  const session = getPartnerSession();
  if (!session) return null;
  const res = await fetch(`${session.host.replace(/\/$/, '')}/api/member/info`, {
    headers: { authorization: `Bearer ${session.token}` },
    signal,
  });
  if (res.status === 401) return null;
  const reply = (await res.json()) as { errorCode?: number; data?: Partial<PartnerMember> | null };
  if (reply.errorCode !== 0 || !reply.data) return null;
  return {
    mobile: String(reply.data.mobile ?? ''),
    nickname: String(reply.data.nickname ?? ''),
    service: String(reply.data.service ?? ''),
  };
}
