import type { AdminWithdrawal, Payee } from '@nodebao/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { payee } from '@/testing/payee';
import { hookHarness } from '@/testing/hook-harness';
import type { ListPage } from '@/lib/list/cached-list';
import { approveWithdrawal } from './approve-withdrawal';
import { payeeList } from './get-payees';
import { reviewQueue } from './get-review-queue';
import { rejectWithdrawal } from './reject-withdrawal';
import { savePayee } from './save-payee';

/** The hooks under test, rendered by the harness. */
function useCalls() {
  return { save: savePayee.use(), approve: approveWithdrawal.use(), reject: rejectWithdrawal.use() };
}

const { fetchMock, hooks, queryClient, answer } = hookHarness(useCalls);

const row = (id: number, over: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  id,
  amount: 10_000,
  fee: 0,
  net_amount: 10_000,
  payee_kind: 'alipay',
  payee_account_masked: '138****0001',
  payee_name: '张三',
  bank_name: null,
  state: 'pending',
  state_label: '待审核',
  reason: '',
  payout_reference: null,
  created_at: '2026-11-22T06:00:00.000Z',
  reviewed_at: null,
  paid_at: null,
  member_id: 3,
  member_mobile: '13800000001',
  payee_account: '13800000001',
  attempts: [],
  ...over,
});

const page = <T,>(list: T[]): ListPage<T> => ({
  list,
  pages: { page: 1, pageSize: 20, totalCount: list.length, pageCount: 1 },
});

describe('POST /api/member/bank-save', () => {
  it('updates the saved card in place in the cached list, without fetching the list again', async () => {
    queryClient().setQueryData(payeeList.key('bank'), [payee(3, { is_default: true }), payee(2), payee(1)]);
    answer({ errorCode: 0, msg: '已保存', data: payee(2, { real_name: '李四', is_default: true }) });

    await hooks().save.mutateAsync({
      id: 2,
      kind: 'bank',
      account: '6222021001123456789',
      real_name: '李四',
      bank_name: '招商银行',
      is_default: true,
    });

    const list = queryClient().getQueryData<Payee[]>(payeeList.key('bank'));
    expect(list?.map((p) => [p.id, p.real_name, p.is_default])).toEqual([
      [3, '张三', false],
      [2, '李四', true],
      [1, '张三', false],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/member/bank-save');
  });

  it('leaves the list as it was when the save is refused', async () => {
    const before = [payee(1)];
    queryClient().setQueryData(payeeList.key('bank'), before);
    answer({ errorCode: 30008, msg: '该收款账户已添加', data: null });
    await expect(
      hooks().save.mutateAsync({
        kind: 'bank',
        account: '6222021001123456789',
        real_name: '张三',
        bank_name: '招商银行',
      }),
    ).rejects.toMatchObject({ errorCode: 30008 });
    expect(queryClient().getQueryData(payeeList.key('bank'))).toBe(before);
  });
});

describe('the staff review calls', () => {
  it('replaces the approved row in the phone and desktop lists from the reply', async () => {
    queryClient().setQueryData(reviewQueue.pageKey('pending', 1), page([row(2), row(1)]));
    queryClient().setQueryData<InfiniteData<ListPage<AdminWithdrawal>>>(reviewQueue.scrollKey('pending'), {
      pages: [page([row(2), row(1)])],
      pageParams: [1],
    });
    answer({ errorCode: 0, msg: '支付宝打款成功', data: row(1, { state: 'paid', state_label: '已到账' }) });

    const outcome = await hooks().approve.mutateAsync({ id: 1 });

    expect(outcome.message).toBe('支付宝打款成功');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({ id: 1 });
    const desktop = queryClient().getQueryData<ListPage<AdminWithdrawal>>(reviewQueue.pageKey('pending', 1));
    expect(desktop?.list.map((r) => r.state)).toEqual(['pending', 'paid']);
    const phone = queryClient().getQueryData<InfiniteData<ListPage<AdminWithdrawal>>>(
      reviewQueue.scrollKey('pending'),
    );
    expect(phone?.pages[0]?.list.map((r) => r.state)).toEqual(['pending', 'paid']);
  });

  it('sends the bank transfer reference and the reject reason', async () => {
    answer({ errorCode: 0, msg: '已标记为已打款', data: row(4, { state: 'paid' }) });
    await hooks().approve.mutateAsync({ id: 4, reference: 'CMB2026112200001' });
    answer({ errorCode: 0, msg: '已驳回', data: row(5, { state: 'rejected' }) });
    await hooks().reject.mutateAsync({ id: 5, reason: '姓名不符' });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body))])).toEqual([
      ['/api/admin/withdraw-approve', { id: 4, reference: 'CMB2026112200001' }],
      ['/api/admin/withdraw-reject', { id: 5, reason: '姓名不符' }],
    ]);
  });

  it('fetches the lists again when someone else handled the withdrawal first (30005)', async () => {
    queryClient().setQueryData(reviewQueue.pageKey('pending', 1), page([row(1)]));
    answer({ errorCode: 30005, msg: '该提现申请已被处理，请刷新后查看', data: null });
    await expect(hooks().reject.mutateAsync({ id: 1, reason: '姓名不符' })).rejects.toMatchObject({
      errorCode: 30005,
    });
    expect(queryClient().getQueryState(reviewQueue.pageKey('pending', 1))?.isInvalidated).toBe(true);
  });
});
