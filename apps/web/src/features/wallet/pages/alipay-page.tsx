import type { Payee } from '@nodebao/contract';
import { useState } from 'react';
import { walletText } from '@/locales/zh-CN/wallet';
import { payeeList } from '../api/get-payees';
import { FormSheet } from '@/components/form-sheet';
import { formatDate } from '@/lib/format';
import { PayeeListPage } from '../components/payee-list-page';
import { AlipayForm } from '../phone/alipay-form';
import styles from '../phone/wallet.module.css';

const t = walletText;

/** /account/alipay: the member's Alipay payee accounts; add, edit, set the default, delete. */
export default function AlipayPage() {
  const payees = payeeList.use('alipay');
  // undefined: closed; null: adding; a payee: editing it.
  const [editing, setEditing] = useState<Payee | null | undefined>(undefined);

  return (
    <PayeeListPage
      kind="alipay"
      text={t.alipay}
      named={(payee) => payee.account_masked}
      onAdd={() => setEditing(null)}
      onEdit={setEditing}
      face={(payee) => (
        <div className={styles.cardMain}>
          <span className={`${styles.kindIcon} ${styles.kindAlipay}`} aria-hidden>
            支
          </span>
          <div className={styles.cardBody}>
            <div className={styles.cardTitle}>
              <span className={`${styles.cardTitleText} ${styles.num}`}>{payee.account_masked}</span>
              {payee.is_default ? <span className={styles.defaultTag}>{t.common.defaultTag}</span> : null}
            </div>
            <div className={styles.cardLine}>
              {payee.real_name} · {t.payee.addedAt(formatDate(payee.created_at))}
            </div>
          </div>
        </div>
      )}
    >
      <FormSheet
        visible={editing !== undefined}
        title={editing ? t.alipay.editTitle : t.alipay.add}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined ? (
          <AlipayForm
            key={editing?.id ?? 'new'}
            payee={editing ?? undefined}
            first={(payees.data ?? []).length === 0}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </FormSheet>
    </PayeeListPage>
  );
}
