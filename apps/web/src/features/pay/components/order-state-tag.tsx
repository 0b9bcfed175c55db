import { Tag } from 'antd-mobile';
import { MOBILE_ORDER_COLORS, orderStateLabel, type OrderState } from '../lib/states';

/** An order's state in its colour: 待支付 orange, 凭证审核中 blue, 已支付 green, 凭证未通过 red, 已过期 grey. */
export function OrderStateTag({ state }: { state: OrderState }) {
  return (
    <Tag color={MOBILE_ORDER_COLORS[state]} fill="outline" round>
      {orderStateLabel(state)}
    </Tag>
  );
}
