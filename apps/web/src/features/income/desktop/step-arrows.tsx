import { Button, Space } from 'antd';
import type { StepArrowsProps } from '../phone/step-arrows';

/** ‹ picker › on desktops, one compact group: the arrows step back and forth a day or a month. */
export function DesktopStepArrows({ labels, atEnd, onStep, children }: StepArrowsProps) {
  return (
    <Space.Compact>
      <Button aria-label={labels.prev} onClick={() => onStep(-1)}>
        ‹
      </Button>
      {children}
      <Button aria-label={labels.next} disabled={atEnd} onClick={() => onStep(1)}>
        ›
      </Button>
    </Space.Compact>
  );
}
