import { formatYuan } from '@nodebao/contract/money';
import { useNavigate } from 'react-router';
import { useMain2 } from '@/features/dashboard/api/get-main2';
import { accountText } from '@/locales/zh-CN/account';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import styles from './account.module.css';

const t = accountText.money;

/**
 * 我的's money at a glance (issue 12): available balance, what is on its way out in withdrawals, and
 * yesterday's income (credited by the night's settlement). Read from the home's one call, so the two
 * screens never disagree and a withdrawal refreshes both.
 */
export function BalanceStrip() {
  const navigate = useNavigate();
  const main2 = useMain2();
  const overview = main2.data?.overview;
  // Until the home's figures arrive, the one mark of a missing value.
  const figure = (fen: number | undefined) => (fen === undefined ? EMPTY_VALUE : formatYuan(fen));
  const items = [
    { label: t.balance, value: figure(overview?.balance_fen), to: '/account/withdraw' },
    { label: t.reserve, value: figure(overview?.reserve_fen), to: '/account/withdraw-record' },
    { label: t.yesterday, value: figure(overview?.yesterday_income_fen), to: '/account/money-record' },
  ];
  return (
    <section className={styles.money} aria-label={t.title} aria-busy={main2.isPending}>
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          className={styles.moneyItem}
          onClick={() => void navigate(item.to)}
        >
          <span className={styles.moneyValue}>{item.value}</span>
          <span className={styles.moneyLabel}>{item.label}</span>
        </button>
      ))}
      {main2.isError && !overview ? (
        <button type="button" className={styles.moneyRetry} onClick={() => void main2.refetch()}>
          {t.retry}
        </button>
      ) : null}
    </section>
  );
}
