import { PullToRefresh } from 'antd-mobile';
import type { ComponentProps } from 'react';

/**
 * antd-mobile's PullToRefresh with its head height and threshold given (its own 40 and 60 px).
 * Left out, it converts them on every render with `convertPx`, which reads a tester element's size:
 * a forced style and layout pass of the whole page in the middle of rendering it (~45 ms of the
 * device list's first load at 4× CPU slowdown; issue 17 §3). The console scales no px to rem, so
 * the conversion always gives the same numbers back.
 */
export function PullRefresh(props: ComponentProps<typeof PullToRefresh>) {
  return <PullToRefresh headHeight={40} threshold={60} {...props} />;
}
