import { beforeEach, describe, expect, it } from 'vitest';
import {
  cleanRequest,
  initialMoneyRecordRequest,
  MONEY_RECORD_STORAGE_KEY,
  useMoneyRecordStore,
} from './store';

const state = () => useMoneyRecordStore.getState();

beforeEach(() => {
  sessionStorage.clear();
  useMoneyRecordStore.setState({ owner: null, request: initialMoneyRecordRequest });
});

describe('the money record request (SPEC §3: merged and remembered)', () => {
  it('merges each change into the last request', () => {
    state().claim(3);
    state().setRequest({ kind: 'withdraw' });
    state().setRequest({ start: '2026-11-01', end: '2026-11-21' });
    expect(state().request).toEqual({ kind: 'withdraw', start: '2026-11-01', end: '2026-11-21' });
    state().setRequest({ kind: 'income' });
    expect(state().request).toEqual({ kind: 'income', start: '2026-11-01', end: '2026-11-21' });
  });

  it('remembers it in sessionStorage and reads it back', async () => {
    state().claim(3);
    state().setRequest({ kind: 'income', start: '2026-11-20', end: '2026-11-21' });
    const stored = JSON.parse(sessionStorage.getItem(MONEY_RECORD_STORAGE_KEY) ?? '{}') as { state: unknown };
    expect(stored.state).toEqual({
      owner: 3,
      request: { kind: 'income', start: '2026-11-20', end: '2026-11-21' },
    });

    // A reload: the store starts empty and reads the tab's storage.
    const saved = sessionStorage.getItem(MONEY_RECORD_STORAGE_KEY) ?? '';
    useMoneyRecordStore.setState({ owner: null, request: initialMoneyRecordRequest });
    sessionStorage.setItem(MONEY_RECORD_STORAGE_KEY, saved);
    await useMoneyRecordStore.persist.rehydrate();
    expect(state().owner).toBe(3);
    expect(state().request.kind).toBe('income');
  });

  it('drops another member’s request when a new member opens the page', () => {
    state().claim(3);
    state().setRequest({ kind: 'withdraw' });
    state().claim(3);
    expect(state().request.kind).toBe('withdraw');
    state().claim(7);
    expect(state()).toMatchObject({ owner: 7, request: initialMoneyRecordRequest });
  });

  it('ignores a tampered stored request', async () => {
    sessionStorage.setItem(
      MONEY_RECORD_STORAGE_KEY,
      JSON.stringify({
        state: { owner: 'x', request: { kind: 'all; drop', start: 'x', end: null } },
        version: 0,
      }),
    );
    await useMoneyRecordStore.persist.rehydrate();
    expect(state()).toMatchObject({ owner: null, request: initialMoneyRecordRequest });
  });

  it('cleans what it stores: known kinds, real days, in order', () => {
    expect(cleanRequest({ kind: 'bogus' as never, start: '2026-02-30', end: '2026-11-01' })).toEqual({
      kind: 'all',
      start: null,
      end: '2026-11-01',
    });
    expect(cleanRequest({ start: '2026-11-21', end: '2026-11-01' })).toEqual({
      kind: 'all',
      start: '2026-11-01',
      end: '2026-11-21',
    });
  });

  it('goes back to the defaults', () => {
    state().claim(3);
    state().setRequest({ kind: 'income', start: '2026-11-01', end: '2026-11-02' });
    state().resetRequest();
    expect(state().request).toEqual(initialMoneyRecordRequest);
  });
});
