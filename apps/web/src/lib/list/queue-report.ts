import { useFeedback, type Tone } from '@/lib/feedback';

/**
 * How a staff queue tells what an action did, written once for every queue: done, or — when another
 * staff member (or a second click) handled the row first — that the queue was read again (the call's
 * own invalidation reads it); other refusals were toasted by the request client. `report` resolves
 * with whether the action went through, so a sheet that asked for a reason closes only then.
 */
export function useQueueReport(isStale: (error: unknown) => boolean, staleText: string) {
  const feedback = useFeedback();
  return async function report<T>(
    action: Promise<T>,
    /** What to say once done: a success, or a tone and text read from the reply. */
    done: string | ((result: T) => string | { tone: Tone; text: string }),
  ): Promise<boolean> {
    let result: T;
    try {
      result = await action;
    } catch (error) {
      if (isStale(error)) feedback.tell('warning', staleText);
      return false;
    }
    const told = typeof done === 'string' ? done : done(result);
    if (typeof told === 'string') feedback.success(told);
    else feedback.tell(told.tone, told.text);
    return true;
  };
}
