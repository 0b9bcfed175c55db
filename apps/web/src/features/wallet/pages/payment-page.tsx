import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { walletText } from '@/locales/zh-CN/wallet';
import { usePayees } from '../api/get-payees';
import { ListState } from '@/components/list-state';
import { usePayeeActions } from '../hooks/use-payee-actions';
import styles from '../phone/wallet.module.css';
import { PullRefresh } from '@/components/pull-refresh';

const t = walletText;

/**
 * /account/payment: the member's bank cards, each drawn like the card itself (bank, number in groups
 * of four, holder); 添加银行卡 and 编辑 open /account/payment-info, which updates this list in place.
 */
export default function PaymentPage() {
  const navigate = useNavigate();
  const cards = usePayees('bank');
  const list = cards.data ?? [];
  const actions = usePayeeActions();
  const add = () => void navigate('/account/payment-info');

  return (
    <div className={`${styles.page} ${styles.pageWithBar}`}>
      <PullRefresh onRefresh={async () => void (await cards.refetch())}>
        <div className={styles.inner}>
          <ListState
            query={{ ...cards, retry: cards.refetch }}
            empty={list.length === 0}
            emptyTitle={t.bank.empty}
            emptyHint={t.bank.emptyHint}
            skeletonLines={4}
          >
            <ul className={styles.cards} aria-label={t.bank.title}>
              {list.map((card) => (
                <li key={card.id} className={styles.card}>
                  <div className={styles.bankFace}>
                    <div className={styles.bankFaceTop}>
                      <span className={styles.bankName}>{card.bank_name}</span>
                      {card.is_default ? (
                        <span className={styles.defaultBadge}>{t.common.defaultTag}</span>
                      ) : null}
                    </div>
                    <div className={`${styles.bankNumber} ${styles.mono}`}>{card.account_masked}</div>
                    <div className={styles.bankFaceFoot}>
                      <span>{card.real_name}</span>
                      <span className={styles.bankBranch}>{card.bank_branch}</span>
                    </div>
                  </div>
                  <div
                    className={styles.cardActions}
                    aria-label={t.payee.actionsOf(`${card.bank_name ?? ''} ${card.account_masked}`)}
                  >
                    {card.is_default ? null : (
                      <Button
                        fill="none"
                        color="primary"
                        disabled={actions.busyId !== undefined}
                        loading={actions.busyId === card.id}
                        onClick={() => void actions.setDefault(card)}
                      >
                        {t.common.setDefault}
                      </Button>
                    )}
                    <Button
                      fill="none"
                      color="primary"
                      onClick={() => void navigate(`/account/payment-info?id=${card.id}`)}
                    >
                      {t.common.edit}
                    </Button>
                    <Button
                      fill="none"
                      color="danger"
                      disabled={actions.busyId !== undefined}
                      onClick={() => void actions.confirmDelete(card)}
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

      {cards.isPending || (cards.error && list.length === 0) ? null : (
        <div className={styles.bar}>
          <div className={styles.barInner}>
            <Button block color="primary" size="large" onClick={add}>
              {t.bank.add}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
