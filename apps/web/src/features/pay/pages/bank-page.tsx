import type { MyBank, Order } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { payText } from '@/locales/zh-CN/pay';
import { myBank } from '../api/get-my-bank';
import { OrderStep } from '../components/order-step';
import styles from '../components/pay.module.css';

const t = payText.bank;

/**
 * /pay/bank?order_no= (银行卡转账): the platform's account with a copy button on every field, the amount,
 * the order number to write in the transfer's remark, then on to upload the voucher.
 */
export default function BankPage() {
  return <OrderStep>{(order) => <BankTransfer order={order} />}</OrderStep>;
}

function BankTransfer({ order }: { order: Order }) {
  const navigate = useNavigate();
  const bank = myBank.use();
  const account = bank.data;

  return (
    <>
      {account ? (
        <BankAccount account={account} order={order} />
      ) : bank.error ? (
        <div className={styles.stateWrap}>
          <LoadError error={bank.error} retrying={bank.isFetching} onRetry={() => void bank.refetch()} />
        </div>
      ) : (
        <div className={styles.stateWrap}>
          <LoadingSkeleton lines={5} />
        </div>
      )}
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(`/pay/offline-pay?order_no=${encodeURIComponent(order.order_no)}`)}
        >
          {t.uploaded}
        </Button>
      </div>
    </>
  );
}

function BankAccount({ account, order }: { account: MyBank; order: Order }) {
  const amount = formatYuan(order.amount);
  const fields = [
    { label: t.accountName, value: account.account_name },
    { label: t.accountNo, value: account.account_no, mono: true },
    { label: t.bankName, value: account.bank_name },
    { label: t.branch, value: account.branch },
    { label: t.amount, value: amount, shown: payText.common.yuan(amount) },
  ];
  return (
    <section className={styles.card} aria-label={t.title}>
      <h2 className={styles.cardTitle}>{t.title}</h2>
      <dl className={styles.rows}>
        {fields.map((f) => (
          <Field key={f.label} {...f} />
        ))}
      </dl>
      <div className={styles.remarkBox}>
        <div className={styles.copyValue}>
          <strong>{t.remarkHint(order.order_no)}</strong>
          <CopyButton text={order.order_no} doneMessage={t.copyOk(payText.order.orderNo)} />
        </div>
      </div>
      {account.note ? <p className={styles.note}>{account.note}</p> : null}
    </section>
  );
}

type FieldProps = { label: string; value: string; shown?: string; mono?: boolean };

function Field({ label, value, shown, mono }: FieldProps) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span className={mono ? styles.mono : undefined}>{shown ?? value}</span>
        {value ? <CopyButton text={value} doneMessage={t.copyOk(label)} /> : null}
      </dd>
    </>
  );
}
