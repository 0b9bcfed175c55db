import type { AdminOrder } from '@nodebao/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '@/lib/list/paged-list';
import { hookHarness } from '@/testing/hook-harness';
import { confirmOffline } from './confirm-offline';
import { hezuoList } from './get-hezuo-list';
import { offlineList, offlinePendingKey } from './get-offline-list';
import { giveCode } from './give-code';
import { rejectOffline } from './reject-offline';

/** The hooks under test, rendered by the harness. */
function useCalls() {
  return { confirm: confirmOffline.use(), reject: rejectOffline.use() };
}

const { fetchMock, hooks, queryClient, answer } = hookHarness(useCalls);

const order = (id: number, over: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  order_no: `NB20261122100000ABC12${id}`,
  device_type_id: 1,
  device_type_name: 'X1 型',
  quantity: 3,
  unit_price: 9_900,
  amount: 29_700,
  method: 'offline',
  method_label: '线下转账',
  state: 'reviewing',
  state_label: '凭证审核中',
  expires_at: null,
  paid_at: null,
  created_at: '2026-11-22T06:00:00.000Z',
  code_count: 0,
  transfer: {
    payer_name: '张三',
    remark: '',
    voucher_url: `/api/member/offline-voucher?id=${id}`,
    submitted_at: '2026-11-22T06:10:00.000Z',
    reject_reason: '',
  },
  member_id: 3,
  member_mobile: '13800000001',
  member_nickname: '',
  reviewed_by: null,
  reviewed_at: null,
  ...over,
});

const page = <T,>(list: T[]): ListPage<T> => ({
  list,
  pages: { page: 1, pageSize: 20, totalCount: list.length, pageCount: 1 },
});

const filter = { state: 'reviewing' as const };

describe('POST /api/admin/offline-confirm and offline-reject', () => {
  it('replaces the confirmed order in the phone and desktop lists and refreshes the badge', async () => {
    queryClient().setQueryData(offlineList.pageKey(filter, 1), page([order(2), order(1)]));
    queryClient().setQueryData<InfiniteData<ListPage<AdminOrder>>>(offlineList.scrollKey(filter), {
      pages: [page([order(2), order(1)])],
      pageParams: [1],
    });
    queryClient().setQueryData(offlinePendingKey, 2);
    answer({
      errorCode: 0,
      msg: '',
      data: order(1, { state: 'paid', state_label: '已支付', code_count: 3 }),
    });

    const outcome = await hooks().confirm.mutateAsync(1);

    expect(outcome.row.code_count).toBe(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/offline-confirm');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({ id: 1 });
    const desktop = queryClient().getQueryData<ListPage<AdminOrder>>(offlineList.pageKey(filter, 1));
    expect(desktop?.list.map((r) => r.state)).toEqual(['reviewing', 'paid']);
    const phone = queryClient().getQueryData<InfiniteData<ListPage<AdminOrder>>>(
      offlineList.scrollKey(filter),
    );
    expect(phone?.pages[0]?.list.map((r) => r.state)).toEqual(['reviewing', 'paid']);
    expect(queryClient().getQueryState(offlinePendingKey)?.isInvalidated).toBe(true);
  });

  it('sends the reject reason', async () => {
    answer({ errorCode: 0, msg: '', data: order(5, { state: 'rejected' }) });
    await hooks().reject.mutateAsync({ id: 5, reason: '未查到该笔转账' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/offline-reject');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      id: 5,
      reason: '未查到该笔转账',
    });
  });

  it('fetches the lists again when someone else handled the order first (31007)', async () => {
    queryClient().setQueryData(offlineList.pageKey(filter, 1), page([order(1)]));
    answer({ errorCode: 31007, msg: '该订单已被处理，请刷新后查看', data: null });
    await expect(hooks().confirm.mutateAsync(1)).rejects.toMatchObject({ errorCode: 31007 });
    expect(queryClient().getQueryState(offlineList.pageKey(filter, 1))?.isInvalidated).toBe(true);
  });
});

describe('POST /api/admin/give-code and hezuo-list', () => {
  it('gives codes and answers them; a refusal throws', async () => {
    const body = { mobile: '13800000001', device_type_id: 1, quantity: 2, note: '' };
    const data = {
      member_id: 3,
      member_mobile: '13800000001',
      member_nickname: '',
      device_type_name: 'X1 型',
      codes: ['AAAA', 'BBBB'],
    };
    answer({ errorCode: 0, msg: '', data });
    await expect(giveCode.send(body)).resolves.toEqual(data);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual(body);
    answer({ errorCode: 31008, msg: '该手机号没有注册会员', data: null });
    await expect(giveCode.send(body)).rejects.toMatchObject({ errorCode: 31008 });
  });

  it('posts the page and only the filters that are set', async () => {
    answer({
      errorCode: 0,
      msg: '',
      data: [],
      pages: { page: 2, pageSize: 50, totalCount: 60, pageCount: 2 },
    });
    const result = await hezuoList.fetchPage({ keyword: ' 深圳 ', province: null }, 2, 50);
    expect(result.pages.totalCount).toBe(60);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/admin/hezuo-list',
      'POST',
      { page: 2, pageSize: 50, keyword: '深圳' },
    ]);
  });
});
