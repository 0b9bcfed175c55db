import type { ReactNode } from 'react';

/** A queue's state tabs, as its controller spells them: the open one, the choices, and the switch. */
export type QueueTabs<S extends string> = {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (state: S) => void;
};

/** A queue's search box (typing shows at once; the address follows, `use-search-box.ts`). */
export type QueueSearch = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
};

/** What a row's card or actions are told: its own action is under way, or another row's is. */
export type RowStatus = { busy: boolean; locked: boolean };

/** What a queue's card is handed: its row, and that row's status. */
export type QueueCardProps<R> = RowStatus & { row: R };

/** The words every view of a queue shows: how many, and what an empty state tab says. */
export type QueueWords = {
  total: (n: number) => ReactNode;
  emptyTitle: string;
  emptyHint?: string;
};

/** The status of `id`'s row while `busyId`'s action runs. */
export function rowStatus(busyId: number | undefined, id: number): RowStatus {
  return { busy: busyId === id, locked: busyId !== undefined };
}

/** A tab switch that reads the tab's key back into a state, else `fallback`. */
export function tabOf<S extends string>(tabs: QueueTabs<S>, key: string, fallback: S): S {
  return tabs.options.find((o) => o.value === key)?.value ?? fallback;
}
