import { useSearchParams } from 'react-router';

/**
 * A choice kept in the address (`?tab=codes`, `?status=unused`), so a link opens it and the back
 * button restores it; `fallback` is left out of the address.
 */
export function useSearchChoice<T extends string>(name: string, choices: readonly T[], fallback: T) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(name);
  const value = choices.find((c) => c === raw) ?? fallback;

  function setValue(next: T) {
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === fallback) params.delete(name);
        else params.set(name, next);
        return params;
      },
      { replace: true },
    );
  }
  return [value, setValue] as const;
}

export const BUY_TABS = ['buy', 'codes', 'orders'] as const;
export type BuyTab = (typeof BUY_TABS)[number];
