import type { Payee } from '@nodebao/contract';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ListState } from '@/components/list-state';
import { PullRefresh } from '@/components/pull-refresh';
import { walletText } from '@/locales/zh-CN/wallet';
import { payeeList } from '../api/get-payees';
import { usePayeeActions } from '../hooks/use-payee-actions';
import type { PayeeKind } from '../lib/payee';
import styles from '../phone/wallet.module.css';

const t = walletText;

/**
 * A member's payee accounts of one kind (/account/alipay, /account/payment): pull to refresh, the
 * list with its loading, error and empty states, each account's face with 设为默认 / 编辑 / 删除,
 * and the add button at the bottom. The pages give what differs: the face, where 添加 and 编辑 go,
 * and any sheet of their own (`children`).
 */
export function PayeeListPage(props: {
  kind: PayeeKind;
  text: { title: string; empty: string; emptyHint: string; add: string };
  face: (payee: Payee) => ReactNode;
  /** The account as the actions' label names it, for a screen reader. */
  named: (payee: Payee) => string;
  onAdd: () => void;
  onEdit: (payee: Payee) => void;
  children?: ReactNode;
}) {
  const { text } = props;
  const payees = payeeList.use(props.kind);
  const list = payees.data ?? [];
  const actions = usePayeeActions();

  return (
    <div className={`${styles.page} ${styles.pageWithBar}`}>
      <PullRefresh>
        <div className={styles.inner}>
          <ListState
            query={{ ...payees, retry: payees.refetch }}
            empty={list.length === 0}
            emptyTitle={text.empty}
            emptyHint={text.emptyHint}
            skeletonLines={4}
          >
            <ul className={styles.cards} aria-label={text.title}>
              {list.map((payee) => (
                <li key={payee.id} className={styles.card}>
                  {props.face(payee)}
                  <div className={styles.cardActions} aria-label={t.payee.actionsOf(props.named(payee))}>
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
                    <Button fill="none" color="primary" onClick={() => props.onEdit(payee)}>
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
            <Button block color="primary" size="large" onClick={props.onAdd}>
              {text.add}
            </Button>
          </div>
        </div>
      )}
      {props.children}
    </div>
  );
}
