import { useFeedback } from '@/lib/feedback';
import { useRequestKey } from '@/lib/request-key';
import { activityText } from '@/locales/zh-CN/activity';
import { accountActivity } from '../api/get-account-activity';
import { requestPointsWithdrawal, saveWalletAddress, usePointsWithdrawals } from '../api/points-wallet';

const t = activityText.wallet;

/**
 * /activity/wallet: my points and reserve, the saved address (set or change it with the password),
 * a withdrawal to it (asked first with what arrives after the fee), and the withdrawals so far.
 */
export function usePointsWallet() {
  const feedback = useFeedback();
  const activity = accountActivity.use();
  const withdrawals = usePointsWithdrawals();
  const setWallet = saveWalletAddress.use();
  const withdraw = requestPointsWithdrawal.use();
  const requestKey = useRequestKey();

  /** True when saved. */
  async function saveAddress(address: string, password: string): Promise<boolean> {
    try {
      const saved = await setWallet.mutateAsync({ address, password });
      feedback.success(saved.hold_until ? t.savedHeld : t.saved);
      return true;
    } catch {
      return false; // the request client has shown why
    }
  }

  /** True when asked. */
  async function withdrawPoints(amount: number): Promise<boolean> {
    const data = activity.data;
    if (!data) return false;
    const question = {
      title: t.confirmTitle,
      content: t.confirmContent(amount, amount - data.withdraw_fee_points, data.wallet_address ?? ''),
      note: t.confirmNote,
      ok: t.confirmOk,
    };
    if (!(await feedback.confirm(question))) return false;
    try {
      // The same amount sent again after an unknown outcome carries the same key (issue 46).
      await withdraw.mutateAsync({ amount, request_key: requestKey.keyFor(String(amount)) });
    } catch {
      return false;
    }
    requestKey.forget();
    feedback.success(t.asked);
    return true;
  }

  return {
    activity,
    withdrawals,
    saveAddress,
    saving: setWallet.isPending,
    withdrawPoints,
    withdrawing: withdraw.isPending,
  };
}
