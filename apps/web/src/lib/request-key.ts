import { useRef } from 'react';

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

/**
 * The form's keys: `keyFor(what)` gives the same key while the form asks for the same `what` (the
 * amount and the account, as text) — a resend after an unknown outcome — and a new one once it asks
 * for something else; `forget()` after a success, so the same amount asked again is a new request.
 */
export function useRequestKey() {
  const last = useRef<{ what: string; key: string } | null>(null);
  return {
    keyFor(what: string): string {
      if (last.current?.what !== what) last.current = { what, key: newRequestKey() };
      return last.current.key;
    },
    forget(): void {
      last.current = null;
    },
  };
}
