import { useAddressParams } from '@/lib/list/use-list-address';
import { readInfoAddress } from '../lib/address';

/** The day and member of /account/money-record-info, in the address. */
export function useInfoAddress() {
  const [params, update] = useAddressParams();
  const address = readInfoAddress(params);
  return {
    ...address,
    setDay: (day: string) => update({ day }),
  };
}
