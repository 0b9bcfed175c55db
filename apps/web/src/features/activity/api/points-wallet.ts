// POST /api/activite/set-wallet {address, password} — 设置积分钱包地址；
// POST /api/activite/tixian {amount} — 提取积分；GET /api/activite/tixian-list — 我的积分提取记录
import { activiteSetWalletCall, activiteTixianCall, activiteTixianListCall } from '@nodebao/contract/calls';
import type { Output, pointsWithdrawBody, setWalletBody } from '@nodebao/contract';
import { getListPage, listCall } from '@/lib/list/list-call';
import { memberInfoKey } from '@/lib/member-info';
import { writeCall } from '@/lib/write-call';
import { accountActivity } from './get-account-activity';

const pointsWithdrawals = listCall({
  prefix: ['activity', 'points-withdrawals'],
  fetchPage: (_: null, page, pageSize, signal) =>
    getListPage(activiteTixianListCall, { page, pageSize }, signal),
});

export const pointsWithdrawalsKey = pointsWithdrawals.prefix;
/** My points withdrawals, newest first; 加载更多 appends. */
export const usePointsWithdrawals = () => pointsWithdrawals.useScroll(null);

/** The address saved: the wallet card and 我的 (lianke_wallet) read again. */
export const saveWalletAddress = writeCall<typeof activiteSetWalletCall, Output<typeof setWalletBody>>({
  call: activiteSetWalletCall,
  after: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: accountActivity.prefix });
    void queryClient.invalidateQueries({ queryKey: memberInfoKey });
  },
});

/** Points to the reserve: the balance and the record read again. */
export const requestPointsWithdrawal = writeCall<
  typeof activiteTixianCall,
  Output<typeof pointsWithdrawBody>
>({
  call: activiteTixianCall,
  after: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: accountActivity.prefix });
    void queryClient.invalidateQueries({ queryKey: pointsWithdrawalsKey });
  },
});
