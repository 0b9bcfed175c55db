import { Tag } from 'antd-mobile';
import { MOBILE_STATE_COLORS, WITHDRAWAL_STATE_LABELS, type WithdrawalStateName } from '../lib/states';

/** A withdrawal's state in its colour: 待审核 orange, 打款中 blue, 已到账 green, 已驳回 red. */
export function StateTag({ state }: { state: WithdrawalStateName }) {
  return (
    <Tag color={MOBILE_STATE_COLORS[state]} fill="outline" round>
      {WITHDRAWAL_STATE_LABELS[state]}
    </Tag>
  );
}
