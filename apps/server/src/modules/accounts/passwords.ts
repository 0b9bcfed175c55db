import { hash, verify } from '@node-rs/argon2';
import languageCommon from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline (DESIGN §5: memory ≥ 19 MiB, t ≥ 2). */
// `algorithm: 2` is Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

// Verifying against this when the mobile is unknown keeps a login's timing the same either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('nodebao-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

// zxcvbn-ts ships a maintained list of ~49k leaked common passwords; only those that pass the length
// rule matter, so keep just those.
const commonPasswords = new Set(
  (languageCommon.dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
