/**
 * A key naming one request a form makes, for calls whose answer may be lost after the server acted
 * (a 503 while the database restarts, a dropped connection): sent again with the same key, the server
 * answers what it did the first time instead of doing it twice (issue 46). `crypto.randomUUID` needs
 * a secure context; a page served over plain HTTP on a LAN address falls back to getRandomValues.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
