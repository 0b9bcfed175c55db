import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown for "resend the SMS code" buttons. It counts to a deadline rather than
 * decrementing, so a phone that throttles timers in the background still shows the true remainder.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + Math.max(0, seconds) * 1000);
  }, []);

  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { seconds, running: seconds > 0, start };
}
