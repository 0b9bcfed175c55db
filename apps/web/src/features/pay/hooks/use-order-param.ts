import { useSearchParams } from 'react-router';
import { useOrder } from '../api/get-order';
import { orderNoParam } from '../lib/states';

/** The order named by `?order_no=` (null when the address has none in the server's format). */
export function useOrderParam(options: { awaitingPayment?: boolean } = {}) {
  const [search] = useSearchParams();
  const orderNo = orderNoParam(search.get('order_no'));
  return { orderNo, query: useOrder(orderNo, options) };
}
