import { useSearchParams } from 'react-router';

/** The page sizes a desktop table offers; the first is the default. */
export const TABLE_PAGE_SIZES = [20, 50, 100] as const;

type Choices = Record<string, readonly string[]>;

/**
 * A list's view kept in the address (`?keyword=…&status=…&page=2&pageSize=50`), so a refresh, the back
 * button or a shared link opens the same view (issue 12). Defaults are left out of the address, other
 * parameters (`?pid=` of a cabinet list) are kept, and any change but the page starts at page 1.
 * `choices` name the list's one-of filters, each with its values (the first is the default).
 */
export function useListAddress<C extends Choices = Record<never, never>>(
  options: { choices?: C; pageSizes?: readonly number[] } = {},
) {
  const choices = (options.choices ?? {}) as C;
  const sizes = options.pageSizes ?? TABLE_PAGE_SIZES;
  const [params, setParams] = useSearchParams();

  const keyword = (params.get('keyword') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  const askedSize = positiveInt(params.get('pageSize'));
  const pageSize = askedSize && sizes.includes(askedSize) ? askedSize : (sizes[0] ?? 20);

  function choice<K extends keyof C & string>(name: K): C[K][number] {
    const values = choices[name] ?? [];
    const raw = params.get(name);
    return (values.find((v) => v === raw) ?? values[0]) as C[K][number];
  }

  /** Writes the given parameters (an empty or default value removes one); `page` goes unless kept. */
  function update(patch: AddressPatch, keepPage = false) {
    setParams((prev) => patchParams(prev, keepPage ? patch : { page: undefined, ...patch }), {
      replace: true,
    });
  }

  return {
    keyword,
    page,
    pageSize,
    choice,
    setKeyword: (value: string) => update({ keyword: value.trim() }),
    /** A free-form filter (a province code, a date): null when absent. */
    param: (name: string): string | null => params.get(name) || null,
    setParam: (name: string, value: string | null) => update({ [name]: value ?? undefined }),
    /** Clears the keyword and the named filters at once (the empty state's 清除筛选). */
    clear: (...names: string[]) =>
      update(Object.fromEntries(['keyword', ...names].map((n) => [n, undefined]))),
    setChoice: <K extends keyof C & string>(name: K, value: C[K][number]) =>
      update({ [name]: value === choices[name]?.[0] ? undefined : value }),
    setPage: (next: number) => update({ page: next > 1 ? next : undefined }, true),
    /** A new page size starts at page 1; the same size keeps the page (antd's pager sends both). */
    setPager: (next: number, size: number) =>
      size === pageSize
        ? update({ page: next > 1 ? next : undefined }, true)
        : update({ pageSize: size === sizes[0] ? undefined : size }),
  };
}

/** A change to some of the address's parameters: an empty value (null, undefined, '') removes one. */
export type AddressPatch = Record<string, string | number | null | undefined>;

/** `prev` with `patch` written over it; the other parameters stay. */
export function patchParams(prev: URLSearchParams, patch: AddressPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined || value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/**
 * The address's parameters and a writer for some of them, replacing the history entry (a filter
 * kept in the address that is not a list's, `useListAddress`: a day, a member, a month).
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = (patch: AddressPatch) => setParams((prev) => patchParams(prev, patch), { replace: true });
  return [params, update] as const;
}

function positiveInt(raw: string | null): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
