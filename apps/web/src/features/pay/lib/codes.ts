/** The code list's filter (`?status=` of code-list): all, unused or used. */
export const CODE_FILTERS = ['all', 'unused', 'used'] as const;
export type CodeFilter = (typeof CODE_FILTERS)[number];

export type CodeCounts = { all_count: number; activate_count: number; unactivate_count: number };

/** The count shown beside each filter (activate_count: codes used on a device). */
export function countOf(counts: CodeCounts | undefined, filter: CodeFilter): number | undefined {
  if (!counts) return undefined;
  if (filter === 'used') return counts.activate_count;
  if (filter === 'unused') return counts.unactivate_count;
  return counts.all_count;
}

export function codeFilterParam(value: string | null | undefined): CodeFilter {
  return CODE_FILTERS.find((f) => f === value) ?? 'all';
}

/** What code-list is asked for: no status for all. */
export function statusOf(filter: CodeFilter): 'unused' | 'used' | undefined {
  return filter === 'all' ? undefined : filter;
}
