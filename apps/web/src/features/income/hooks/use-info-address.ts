import { useSearchParams } from 'react-router';
import { readInfoAddress } from '../lib/address';

/** The day and member of /account/money-record-info, in the address. */
export function useInfoAddress() {
  const [params, setParams] = useSearchParams();
  const address = readInfoAddress(params);
  return {
    ...address,
    setDay: (day: string) => {
      const next = new URLSearchParams(params);
      next.set('day', day);
      setParams(next, { replace: true });
    },
  };
}
