// POST /api/activite/set-wallet {address, password} — 设置积分钱包地址；
// POST /api/activite/tixian {amount} — 提取积分；GET /api/activite/tixian-list — 我的积分提取记录
import type {
  Output,
  PointsWithdrawal,
  pointsWithdrawBody,
  setWalletBody,
  setWalletReply,
  ReplyData,
} from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getListPage, listCall } from '@/lib/list/list-call';
import { memberInfoKey } from '@/lib/member-info';
import { request, unwrap } from '@/lib/request';
import { accountActivity } from './get-account-activity';

const pointsWithdrawals = listCall({
  prefix: ['activity', 'points-withdrawals'],
  fetchPage: (_: null, page, pageSize, signal) =>
    getListPage<PointsWithdrawal>('/api/activite/tixian-list', { page, pageSize }, signal),
});

export const pointsWithdrawalsKey = pointsWithdrawals.prefix;
/** My points withdrawals, newest first; 加载更多 appends. */
export const usePointsWithdrawals = () => pointsWithdrawals.useScroll(null);

/** The address saved: the wallet card and 我的 (lianke_wallet) read again. */
export function useSetWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof setWalletBody>) =>
      unwrap(
        request<ReplyData<typeof setWalletReply>>('/api/activite/set-wallet', { method: 'POST', data: body }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountActivity.prefix });
      void queryClient.invalidateQueries({ queryKey: memberInfoKey });
    },
  });
}

/** Points to the reserve: the balance and the record read again. */
export function useWithdrawPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof pointsWithdrawBody>) =>
      unwrap(request<PointsWithdrawal>('/api/activite/tixian', { method: 'POST', data: body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountActivity.prefix });
      void queryClient.invalidateQueries({ queryKey: pointsWithdrawalsKey });
    },
  });
}
