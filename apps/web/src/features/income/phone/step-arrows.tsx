import type { ReactNode } from 'react';

export type StepArrowsProps = {
  /** What the arrows are read out as (前一天 / 后一天, 上个月 / 下个月). */
  labels: { prev: string; next: string };
  /** The newest period is shown: no later one. */
  atEnd: boolean;
  onStep: (by: -1 | 1) => void;
  /** Between the arrows: the period, which opens its picker. */
  children: ReactNode;
};

type PhoneStepArrowsProps = StepArrowsProps & {
  /** The page's row and arrow classes (a hero's arrows are white, a bar's blue). */
  className?: string;
  arrowClassName?: string;
};

/** ‹ period › on phones: the arrows step back and forth a day or a month. */
export function PhoneStepArrows({
  labels,
  atEnd,
  onStep,
  children,
  className,
  arrowClassName,
}: PhoneStepArrowsProps) {
  return (
    <div className={className}>
      <button type="button" className={arrowClassName} aria-label={labels.prev} onClick={() => onStep(-1)}>
        ‹
      </button>
      {children}
      <button
        type="button"
        className={arrowClassName}
        aria-label={labels.next}
        disabled={atEnd}
        onClick={() => onStep(1)}
      >
        ›
      </button>
    </div>
  );
}
