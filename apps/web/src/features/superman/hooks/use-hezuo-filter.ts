import { useMemo } from 'react';
import { useDistricts } from '@/lib/districts';
import { useListAddress } from '@/lib/list/use-list-address';
import { useSearchBox } from '@/lib/list/use-search-box';
import { provincesOf, type HezuoFilter } from '../lib/hezuo';

/**
 * The partner rooms' filters, for the phone and desktop views alike: the search and the province live
 * in the address (a refresh or a shared link keeps them), with the provinces to pick from. The views
 * read the list their own way: pages appended on a phone, a paged table on a desktop.
 */
/** `pageSizes`: the desktop table's page sizes. */
export function useHezuoFilter(pageSizes?: readonly number[]) {
  const address = useListAddress({ pageSizes });
  const [input, setInput] = useSearchBox(address.keyword, address.setKeyword);
  const province = address.param('province');
  const districts = useDistricts();
  const provinces = useMemo(() => provincesOf(districts.data ?? []), [districts.data]);
  const filter: HezuoFilter = { keyword: address.keyword, province };
  return {
    address,
    filter,
    input,
    setInput,
    province,
    setProvince: (code: string | null) => address.setParam('province', code),
    districts,
    provinces,
    clearFilters: () => {
      setInput('');
      address.clear('province');
    },
  };
}
