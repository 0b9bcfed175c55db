import { useRef, type PointerEvent } from 'react';

const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Long press on touch screens (and a held mouse button). Spread `handlers` on the element and call
 * `consumed()` in its click handler: it is true once after a long press, so that click is ignored.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  function cancel() {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  }

  const handlers = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      cancel();
      fired.current = false;
      start.current = { x: e.clientX, y: e.clientY };
      timer.current = window.setTimeout(() => {
        fired.current = true;
        start.current = null;
        navigator.vibrate?.(15);
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e: PointerEvent) => {
      const from = start.current;
      if (from && Math.hypot(e.clientX - from.x, e.clientY - from.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // Android and iOS open a context menu on a long press.
    onContextMenu: (e: { preventDefault: () => void }) => e.preventDefault(),
  };

  function consumed(): boolean {
    const was = fired.current;
    fired.current = false;
    return was;
  }

  return { handlers, consumed };
}
