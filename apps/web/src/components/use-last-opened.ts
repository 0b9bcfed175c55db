import { useState } from 'react';

/**
 * The value a popup opened for a value (a row, a tag) draws: the last one it was opened for, kept
 * while it slides away after `value` has gone back to null. A file of its own, without antd-mobile,
 * so that desktop dialogs use it too.
 */
export function useLastOpened<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return shown;
}
