import { useState } from 'react';
import type { QueueTabs } from './queue-props';

/** A queue's state tabs kept by the screen (a staff home section), opening on `initial`. */
export function useQueueTabs<S extends string>(options: QueueTabs<S>['options'], initial: S): QueueTabs<S> {
  const [value, setValue] = useState<S>(initial);
  return { value, options, onChange: setValue };
}
