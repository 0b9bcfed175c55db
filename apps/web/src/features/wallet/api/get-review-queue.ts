// GET /api/admin/withdraw-list?state=&page=&pageSize= — 提现审核列表（平台运营），含会员手机号、完整收款账号、打款记录
import { adminWithdrawListCall } from '@nodebao/contract/calls';
import { getListPage, listCall } from '@/lib/list/list-call';
import type { WithdrawalStateName } from '../lib/states';

export const reviewQueue = listCall({
  prefix: ['wallet', 'review'],
  fetchPage: (state: WithdrawalStateName | undefined, page, pageSize, signal) =>
    getListPage(adminWithdrawListCall, { state, page, pageSize }, signal),
});

/** Every cached review list: rows are replaced in place after an action, all refreshed on a conflict. */
export const reviewPrefix = reviewQueue.prefix;
export const { useScroll: useReviewList, usePage: useReviewPage } = reviewQueue;

/** How many wait for review (the section's badge). */
export const usePendingCount = () => reviewQueue.useTotal('pending');
