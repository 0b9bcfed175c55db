import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';

/** Seconds left until `expiresAt`, ticking every second; null when it does not expire. */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return secondsLeft(expiresAt, now);
}
