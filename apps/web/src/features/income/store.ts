/**
 * The money record's request of SPEC §3 ("the last request parameters are merged and remembered"):
 * the kind and date range the member chose last, merged patch by patch, kept in sessionStorage so
 * coming back to /account/money-record (from a day's detail, another page, a reload) restores them.
 * Another member signing in on the same tab starts from the defaults. The list itself is react-query's
 * (pages appended, SPEC §4), keyed by this request.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isDay } from './lib/calendar';
import type { MoneyRecordKind, MoneyRecordRequest } from './types';

export const MONEY_RECORD_STORAGE_KEY = 'nodebao-money-record';
const KINDS: readonly MoneyRecordKind[] = ['all', 'income', 'withdraw'];

export const initialMoneyRecordRequest: MoneyRecordRequest = { kind: 'all', start: null, end: null };

interface MoneyRecordState {
  /** The member the request belongs to. */
  owner: number | null;
  request: MoneyRecordRequest;
  /** Merges a patch into the request (a range with its ends swapped is put in order). */
  setRequest: (patch: Partial<MoneyRecordRequest>) => void;
  /** Back to 全部 and every date. */
  resetRequest: () => void;
  /** The signed-in member opens the page: someone else's remembered request is dropped. */
  claim: (owner: number) => void;
}

/** A stored or patched request made safe: a known kind, real days, start ≤ end. */
export function cleanRequest(value: Partial<MoneyRecordRequest> | undefined): MoneyRecordRequest {
  const kind = KINDS.includes(value?.kind as MoneyRecordKind)
    ? (value?.kind as MoneyRecordKind)
    : initialMoneyRecordRequest.kind;
  let start = isDay(value?.start) ? value.start : null;
  let end = isDay(value?.end) ? value.end : null;
  if (start && end && end < start) [start, end] = [end, start];
  return { kind, start, end };
}

export const useMoneyRecordStore = create<MoneyRecordState>()(
  persist(
    (set, get) => ({
      owner: null,
      request: initialMoneyRecordRequest,
      setRequest: (patch) => set({ request: cleanRequest({ ...get().request, ...patch }) }),
      resetRequest: () => set({ request: initialMoneyRecordRequest }),
      claim: (owner) => {
        if (get().owner !== owner) set({ owner, request: initialMoneyRecordRequest });
      },
    }),
    {
      name: MONEY_RECORD_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ owner: s.owner, request: s.request }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Pick<MoneyRecordState, 'owner' | 'request'>>;
        return {
          ...current,
          owner: typeof stored.owner === 'number' ? stored.owner : null,
          request: cleanRequest(stored.request),
        };
      },
    },
  ),
);
