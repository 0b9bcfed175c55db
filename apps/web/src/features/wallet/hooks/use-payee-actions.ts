import type { Payee } from '@nodebao/contract';
import { Dialog, Toast } from 'antd-mobile';
import { walletText } from '@/locales/zh-CN/wallet';
import { deletePayee } from '../api/delete-payee';
import { savePayee } from '../api/save-payee';
import { payeeLabel, saveBodyOf } from '../lib/payee';

const t = walletText;

/** 设为默认 and 删除 (after a confirmation) on the account lists; refusals are toasted by the client. */
export function usePayeeActions() {
  const save = savePayee.use();
  const remove = deletePayee.use();

  async function setDefault(payee: Payee) {
    try {
      await save.mutateAsync(saveBodyOf(payee, { is_default: true }));
      Toast.show({ icon: 'success', content: t.common.defaultSet });
    } catch {
      // Toasted by the request client.
    }
  }

  async function confirmDelete(payee: Payee) {
    const ok = await Dialog.confirm({
      title: t.payee.deleteTitle,
      content: t.payee.deleteConfirm(payeeLabel(payee)),
      confirmText: t.common.delete,
      cancelText: t.common.cancel,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: payee.id, kind: payee.kind });
      Toast.show({ icon: 'success', content: t.payee.deleted });
    } catch {
      // Toasted by the request client.
    }
  }

  /** The account an action is running on (its buttons show a spinner and the others wait). */
  const busyId = save.isPending ? save.variables?.id : remove.isPending ? remove.variables?.id : undefined;

  return { setDefault, confirmDelete, busyId };
}
