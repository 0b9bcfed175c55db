import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { DrawHasher } from '@nodebao/contract/lottery-draw';

/** The draw's hashing on node:crypto (synchronous underneath; a million ranks take about a second). */
export const nodeDrawHasher: DrawHasher = {
  sha256: async (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  hmacSha256: async (key) => (message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
};

/** A period's secret: 32 random bytes as hex, and its commitment (SHA-256 of the bytes). */
export function newSeed(): { seed: string; seedHash: string } {
  const bytes = randomBytes(32);
  return { seed: bytes.toString('hex'), seedHash: createHash('sha256').update(bytes).digest('hex') };
}

export function newOwnerSalt(): string {
  return randomBytes(32).toString('hex');
}

/** A member's id in a period's published list: 16 hex digits nobody can map back without the salt. */
export function ownerIdOf(ownerSalt: string, memberId: number): string {
  return createHmac('sha256', Buffer.from(ownerSalt, 'hex'))
    .update(`member:${memberId}`)
    .digest('hex')
    .slice(0, 16);
}
