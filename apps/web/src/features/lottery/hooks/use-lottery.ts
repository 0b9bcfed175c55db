import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '@/lib/feedback';
import { lotteryText } from '@/locales/zh-CN/lottery';
import { createNumbers, type TakenNumbers } from '../api/create-num';
import { lotteryIndex } from '../api/get-lottery-index';
import { usePrizes } from '../api/get-prizes';

const t = lotteryText.index;

/** A request id for one intent to take numbers: kept across retries, replaced after a success. */
function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The clock of the countdown, a tick a minute (the close is at a whole minute). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /lottery/index: this week's figures, the recent winners, and turning coupons into numbers. A failed
 * or unanswered take keeps its request id, so taking again cannot spend the coupons twice.
 */
export function useLottery() {
  const index = lotteryIndex.use();
  const winners = usePrizes({ mine: false });
  const create = createNumbers.use();
  const feedback = useFeedback();
  const requestId = useRef(newRequestId());
  const [count, setCount] = useState(1);
  const [taken, setTaken] = useState<TakenNumbers | null>(null);
  const now = useMinuteClock();

  const data = index.data;
  const left = data ? Math.max(0, data.my_week_coupon - data.my_week_coupon_open) : 0;
  const open = data?.state === 'open' && Date.parse(data.end_time) > now;

  async function take() {
    const num = Math.min(Math.max(1, count), left);
    try {
      const result = await create.mutateAsync({ num, request_id: requestId.current });
      requestId.current = newRequestId();
      setTaken(result);
      setCount(1);
      feedback.success(t.taken(result.numbers[0]!, result.numbers.at(-1)!));
    } catch {
      // The request client said why (too few coupons, closed); the same id is tried again next time.
    }
  }

  /** Another count is another intent: a new request id (the old one names the old count). */
  function changeCount(next: number) {
    requestId.current = newRequestId();
    setCount(next);
  }

  return { index, winners, now, left, open, count, changeCount, take, taking: create.isPending, taken };
}
