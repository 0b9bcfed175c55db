import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createOrder } from '../api/create-order';
import { useDeviceTypes } from '@/lib/device-types';
import { useOrderPage } from '../api/get-orders';
import { clampQuantity, orderTotalFen } from '../lib/price';

/**
 * The order form's flow, shared by the antd and antd-mobile views, which only render: the types for
 * sale (undefined until loaded), the chosen one (the member's pick, else the type of their latest
 * order, else the first for sale, so the form never opens on 合计 0.00), the quantity, the live
 * total, and the submit that creates the order and goes to pay it.
 */
export function useOrderForm() {
  const navigate = useNavigate();
  const types = useDeviceTypes();
  const latestOrders = useOrderPage(undefined, 1);
  const create = createOrder.use();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);

  const forSale = types.data?.filter((d) => d.code_price_fen > 0);
  const lastBoughtId = latestOrders.data?.list[0]?.device_type_id;
  const chosen =
    forSale?.find((d) => d.id === chosenId) ?? forSale?.find((d) => d.id === lastBoughtId) ?? forSale?.[0];
  const total = chosen ? orderTotalFen(chosen.code_price_fen, quantity) : 0;

  async function submit() {
    if (!chosen) return;
    try {
      const order = await create.mutateAsync({
        device_type_id: chosen.id,
        quantity: clampQuantity(quantity),
      });
      void navigate(`/pay/pay?order_no=${encodeURIComponent(order.order_no)}`);
    } catch {
      // The request client has shown the refusal.
    }
  }

  return {
    types,
    forSale,
    chosen,
    choose: setChosenId,
    quantity,
    setQuantity: (value: number) => setQuantity(clampQuantity(value)),
    total,
    submit,
    submitting: create.isPending,
  };
}
