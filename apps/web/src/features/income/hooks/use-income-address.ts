import { useAddressParams } from '@/lib/list/use-list-address';
import { readIncomeAddress } from '../lib/address';

/** The month and member of /income/index, read from and written to the address. */
export function useIncomeAddress() {
  const [params, update] = useAddressParams();
  const address = readIncomeAddress(params);

  return {
    ...address,
    setMonth: (month: string) => update({ month }),
    clearMember: () => update({ member_id: null, name: null }),
  };
}
