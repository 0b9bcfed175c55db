import type { Payee } from '@nodebao/contract';
import { Button, Skeleton } from 'antd-mobile';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-state';
import { walletText } from '@/locales/zh-CN/wallet';
import styles from './wallet.module.css';

const t = walletText;

type PayeeQuery = { data: Payee[] | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };

type PayeePickerProps = {
  alipay: PayeeQuery;
  bank: PayeeQuery;
  chosenId: number | undefined;
  onChoose: (payee: Payee) => void;
  onAddAlipay: () => void;
  onAddBank: () => void;
};

/** The member's Alipay accounts and bank cards as one choice; a way to add one when there is none. */
export function PayeePicker({ alipay, bank, chosenId, onChoose, onAddAlipay, onAddBank }: PayeePickerProps) {
  const failed = [alipay, bank].find((q) => q.error && !q.data);
  if (failed) {
    return (
      <LoadError error={failed.error} retrying={failed.isFetching} onRetry={() => void failed.refetch()} />
    );
  }
  if (!alipay.data || !bank.data) return <Skeleton.Paragraph lineCount={3} animated />;

  if (alipay.data.length === 0 && bank.data.length === 0) {
    return (
      <div className={styles.noPayee}>
        <span>{t.withdraw.noPayee}</span>
        <div className={styles.noPayeeActions}>
          <Button color="primary" fill="outline" onClick={onAddAlipay}>
            {t.withdraw.addAlipay}
          </Button>
          <Button color="primary" fill="outline" onClick={onAddBank}>
            {t.withdraw.addBank}
          </Button>
        </div>
      </div>
    );
  }

  const group = (
    title: string,
    manage: string,
    hint: string,
    list: Payee[],
    onAdd: () => void,
    addText: string,
  ) => (
    <div role="radiogroup" aria-label={title}>
      <div className={`${styles.payeeGroup} ${styles.groupHead}`}>
        <span>
          {title} · {hint}
        </span>
        {list.length > 0 ? (
          <Link className={styles.link} to={manage}>
            {t.withdraw.manage}
          </Link>
        ) : (
          <button type="button" className={styles.linkButton} onClick={onAdd}>
            + {addText}
          </button>
        )}
      </div>
      {list.map((payee) => {
        const chosen = payee.id === chosenId;
        return (
          <button
            key={payee.id}
            type="button"
            role="radio"
            aria-checked={chosen}
            className={chosen ? `${styles.payeeOption} ${styles.payeeChosen}` : styles.payeeOption}
            onClick={() => onChoose(payee)}
          >
            <span className={styles.payeeMark} aria-hidden />
            <span className={styles.cardBody}>
              <span className={styles.cardTitle}>
                <span className={`${styles.cardTitleText} ${styles.num}`}>
                  {payee.kind === 'bank'
                    ? `${payee.bank_name ?? ''} ${payee.account_masked}`
                    : payee.account_masked}
                </span>
                {payee.is_default ? <span className={styles.defaultTag}>{t.common.defaultTag}</span> : null}
              </span>
              <span className={styles.cardLine}>{payee.real_name}</span>
            </span>
          </button>
        );
      })}
    </div>
  );

  return (
    <>
      {group(
        t.withdraw.alipayGroup,
        '/account/alipay',
        t.withdraw.alipayArrival,
        alipay.data,
        onAddAlipay,
        t.withdraw.addAlipay,
      )}
      {group(
        t.withdraw.bankGroup,
        '/account/payment',
        t.withdraw.bankArrival,
        bank.data,
        onAddBank,
        t.withdraw.addBank,
      )}
    </>
  );
}
