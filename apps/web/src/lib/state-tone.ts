/**
 * What a record's state means to the person looking, said once for every list of states (orders,
 * withdrawals, the staff queues), and the tag colour each tone takes on a phone (antd-mobile) and on a
 * desktop (antd's presets): waiting orange, moving blue, done green, refused red, idle grey.
 */
export type StateTone = 'waiting' | 'moving' | 'done' | 'refused' | 'idle';

const MOBILE_COLORS = {
  waiting: 'warning',
  moving: 'primary',
  done: 'success',
  refused: 'danger',
  idle: 'default',
} as const satisfies Record<StateTone, string>;

const DESKTOP_COLORS = {
  waiting: 'orange',
  moving: 'processing',
  done: 'success',
  refused: 'error',
  idle: 'default',
} as const satisfies Record<StateTone, string>;

function colorsOf<S extends string, C>(
  tones: Record<S, StateTone>,
  colors: Record<StateTone, C>,
): Record<S, C> {
  const out = {} as Record<S, C>;
  for (const state of Object.keys(tones) as S[]) out[state] = colors[tones[state]];
  return out;
}

/** The antd-mobile Tag colour of each state. */
export const mobileColors = <S extends string>(tones: Record<S, StateTone>) => colorsOf(tones, MOBILE_COLORS);

/** The antd Tag preset of each state. */
export const desktopColors = <S extends string>(tones: Record<S, StateTone>) =>
  colorsOf(tones, DESKTOP_COLORS);
