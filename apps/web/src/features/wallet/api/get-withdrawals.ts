// GET /api/member/tixian-list?page=&pageSize=&state= — 我的提现记录（新的在前），分页
import { memberTixianListCall } from '@nodebao/contract/calls';
import { getListPage, listCall } from '@/lib/list/list-call';
import type { WithdrawalStateName } from '../lib/states';

export const withdrawals = listCall({
  prefix: ['wallet', 'withdrawals'],
  fetchPage: (state: WithdrawalStateName | undefined, page, pageSize, signal) =>
    getListPage(memberTixianListCall, { page, pageSize, state }, signal),
});

/** Every cached withdrawal list (phone and desktop, each filter): refreshed after a request. */
export const withdrawalsPrefix = withdrawals.prefix;
export const { useScroll: useWithdrawalList, usePage: useWithdrawalPage } = withdrawals;
