import type { Payee } from '@nodebao/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { walletText } from '@/locales/zh-CN/wallet';
import { usePayees } from '../api/get-payees';
import { FormSheet } from '@/components/form-sheet';
import { ListState } from '@/components/list-state';
import { usePayeeActions } from '../hooks/use-payee-actions';
import { formatDate } from '@/lib/format';
import { AlipayForm } from '../phone/alipay-form';
import styles from '../phone/wallet.module.css';
import { PullRefresh } from '@/components/pull-refresh';

const t = walletText;

/** /account/alipay: the member's Alipay payee accounts; add, edit, set the default, delete. */
export default function AlipayPage() {
  const payees = usePayees('alipay');
  const list = payees.data ?? [];
  const actions = usePayeeActions();
  // undefined: closed; null: adding; a payee: editing it.
  const [editing, setEditing] = useState<Payee | null | undefined>(undefined);

  return (
    <div className={`${styles.page} ${styles.pageWithBar}`}>
      <PullRefresh onRefresh={async () => void (await payees.refetch())}>
        <div className={styles.inner}>
          <ListState
            query={{ ...payees, retry: payees.refetch }}
            empty={list.length === 0}
            emptyTitle={t.alipay.empty}
            emptyHint={t.alipay.emptyHint}
            skeletonLines={4}
          >
            <ul className={styles.cards} aria-label={t.alipay.title}>
              {list.map((payee) => (
                <li key={payee.id} className={styles.card}>
                  <div className={styles.cardMain}>
                    <span className={`${styles.kindIcon} ${styles.kindAlipay}`} aria-hidden>
                      支
                    </span>
                    <div className={styles.cardBody}>
                      <div className={styles.cardTitle}>
                        <span className={`${styles.cardTitleText} ${styles.num}`}>
                          {payee.account_masked}
                        </span>
                        {payee.is_default ? <DefaultTag /> : null}
                      </div>
                      <div className={styles.cardLine}>
                        {payee.real_name} · {t.payee.addedAt(formatDate(payee.created_at))}
                      </div>
                    </div>
                  </div>
                  <div className={styles.cardActions} aria-label={t.payee.actionsOf(payee.account_masked)}>
                    {payee.is_default ? null : (
                      <Button
                        fill="none"
                        color="primary"
                        disabled={actions.busyId !== undefined}
                        loading={actions.busyId === payee.id}
                        onClick={() => void actions.setDefault(payee)}
                      >
                        {t.common.setDefault}
                      </Button>
                    )}
                    <Button fill="none" color="primary" onClick={() => setEditing(payee)}>
                      {t.common.edit}
                    </Button>
                    <Button
                      fill="none"
                      color="danger"
                      disabled={actions.busyId !== undefined}
                      onClick={() => void actions.confirmDelete(payee)}
                    >
                      {t.common.delete}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </ListState>
        </div>
      </PullRefresh>

      {payees.isPending || (payees.error && list.length === 0) ? null : (
        <div className={styles.bar}>
          <div className={styles.barInner}>
            <Button block color="primary" size="large" onClick={() => setEditing(null)}>
              {t.alipay.add}
            </Button>
          </div>
        </div>
      )}

      <FormSheet
        visible={editing !== undefined}
        title={editing ? t.alipay.editTitle : t.alipay.add}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined ? (
          <AlipayForm
            key={editing?.id ?? 'new'}
            payee={editing ?? undefined}
            first={list.length === 0}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </FormSheet>
    </div>
  );
}

function DefaultTag() {
  return <span className={styles.defaultTag}>{t.common.defaultTag}</span>;
}
