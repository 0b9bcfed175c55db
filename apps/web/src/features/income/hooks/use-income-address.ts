import { useSearchParams } from 'react-router';
import { readIncomeAddress } from '../lib/address';

/** The month and member of /income/index, read from and written to the address. */
export function useIncomeAddress() {
  const [params, setParams] = useSearchParams();
  const address = readIncomeAddress(params);

  function update(patch: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  return {
    ...address,
    setMonth: (month: string) => update({ month }),
    clearMember: () => update({ member_id: null, name: null }),
  };
}
