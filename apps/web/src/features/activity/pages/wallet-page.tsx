import type { PointsWithdrawal } from '@nodebao/contract';
import { Button, Form, Input, Tag } from 'antd-mobile';
import { useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { checkRule, zodRule } from '@/lib/form-rule';
import { walletAddressSchema } from '@nodebao/contract/schemas';
import { activityText } from '@/locales/zh-CN/activity';
import type { AccountActivity } from '../api/get-account-activity';
import { usePointsWallet } from '../hooks/use-points-wallet';
import styles from '../activity.module.css';

const t = activityText.wallet;
type Wallet = ReturnType<typeof usePointsWallet>;
/** The contract's address rule (EIP-55 included), with its messages. */
const addressRule = zodRule(walletAddressSchema);

/**
 * /activity/wallet, phone and desktop (one view: a column of cards, two columns from 992 px): my
 * points, the wallet address, a withdrawal to it, and the withdrawals so far.
 */
export default function WalletPage() {
  const wallet = usePointsWallet();
  return (
    <QueryState query={wallet.activity} className={styles.page}>
      {(data) => <WalletView wallet={wallet} data={data} />}
    </QueryState>
  );
}

function WalletView({ wallet, data }: { wallet: Wallet; data: AccountActivity }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t.withdrawTitle}>
        <div className={styles.figures}>
          <div className={styles.figure}>
            <span className={styles.label}>{t.balance}</span>
            <span className={styles.figureValue}>{t.points(data.points_balance)}</span>
          </div>
          <div className={styles.figure}>
            <span className={styles.label}>{t.reserve}</span>
            <span className={styles.figureValue}>{t.points(data.points_reserve)}</span>
          </div>
        </div>
        <AddressCard data={data} wallet={wallet} />
        <WithdrawForm data={data} wallet={wallet} />
      </section>
      <section className={styles.card} aria-label={t.recordTitle}>
        <h2 className={styles.cardTitle}>{t.recordTitle}</h2>
        <Records wallet={wallet} />
      </section>
    </div>
  );
}

function AddressCard({ data, wallet }: { data: AccountActivity; wallet: Wallet }) {
  const [editing, setEditing] = useState(data.wallet_address === null);
  const [form] = Form.useForm<{ address: string; password: string }>();

  async function onFinish(values: { address: string; password: string }) {
    if (await wallet.saveAddress(values.address, values.password)) {
      form.resetFields();
      setEditing(false);
    }
  }

  return (
    <div className={styles.spaced}>
      <h2 className={styles.cardTitle}>{t.addressTitle}</h2>
      {data.wallet_address ? (
        <div className={styles.link}>{data.wallet_address}</div>
      ) : (
        <p className={styles.label}>{t.noAddress}</p>
      )}
      {data.wallet_hold_until ? (
        <p className={styles.hint}>{t.heldUntil(formatDateTime(data.wallet_hold_until))}</p>
      ) : null}
      {editing ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void onFinish(values)}
          footer={
            <div className={styles.actions}>
              <Button type="submit" color="primary" size="small" loading={wallet.saving}>
                {t.save}
              </Button>
              {data.wallet_address ? (
                <Button size="small" onClick={() => setEditing(false)}>
                  {t.cancel}
                </Button>
              ) : null}
            </div>
          }
        >
          <Form.Item name="address" label={t.address} rules={[addressRule]}>
            <Input placeholder={t.addressPlaceholder} autoComplete="off" clearable />
          </Form.Item>
          <Form.Item
            name="password"
            label={t.password}
            rules={[{ required: true, message: t.passwordRequired }]}
          >
            <Input type="password" placeholder={t.passwordPlaceholder} autoComplete="current-password" />
          </Form.Item>
          {data.wallet_address ? <p className={styles.label}>{t.changeHint}</p> : null}
        </Form>
      ) : (
        <Button size="small" color="primary" fill="outline" onClick={() => setEditing(true)}>
          {t.change}
        </Button>
      )}
    </div>
  );
}

function WithdrawForm({ data, wallet }: { data: AccountActivity; wallet: Wallet }) {
  const [form] = Form.useForm<{ amount: string }>();
  const blocked = data.wallet_address === null || data.wallet_hold_until !== null;

  function amountError(value: string | undefined): string | undefined {
    const text = (value ?? '').trim();
    if (!/^\d{1,10}$/.test(text)) return t.amountInvalid;
    const amount = Number(text);
    if (amount < data.withdraw_min_points) return t.amountTooSmall(data.withdraw_min_points);
    if (amount > data.points_balance) return t.amountTooLarge;
    return undefined;
  }

  async function onFinish({ amount }: { amount: string }) {
    if (await wallet.withdrawPoints(Number(amount.trim()))) form.resetFields();
  }

  return (
    <div className={styles.spaced}>
      <h2 className={styles.cardTitle}>{t.withdrawTitle}</h2>
      <p className={styles.label}>{t.limits(data.withdraw_min_points, data.withdraw_fee_points)}</p>
      <Form
        form={form}
        layout="vertical"
        disabled={blocked}
        onFinish={(values) => void onFinish(values)}
        footer={
          <Button type="submit" color="primary" size="small" loading={wallet.withdrawing} disabled={blocked}>
            {data.wallet_address === null ? t.needAddress : t.withdraw}
          </Button>
        }
      >
        <Form.Item name="amount" label={t.amount} rules={[checkRule(amountError)]}>
          <Input inputMode="numeric" placeholder={t.amountPlaceholder(data.withdraw_min_points)} clearable />
        </Form.Item>
      </Form>
    </div>
  );
}

function Records({ wallet }: { wallet: Wallet }) {
  const { withdrawals } = wallet;
  if (withdrawals.isPending) return <LoadingSkeleton lines={3} />;
  if (withdrawals.error) {
    return (
      <LoadError
        error={withdrawals.error}
        retrying={withdrawals.isFetching}
        onRetry={() => void withdrawals.retry()}
      />
    );
  }
  if (withdrawals.list.length === 0) return <p className={styles.label}>{t.recordEmpty}</p>;
  return (
    <>
      <ol className={styles.ranks}>
        {withdrawals.list.map((w) => (
          <Record key={w.id} withdrawal={w} />
        ))}
      </ol>
      {withdrawals.hasMore ? (
        <Button
          size="small"
          fill="none"
          loading={withdrawals.isFetchingNextPage}
          onClick={() => void withdrawals.loadMore()}
        >
          {activityText.common.loadMore}
        </Button>
      ) : null}
    </>
  );
}

function Record({ withdrawal: w }: { withdrawal: PointsWithdrawal }) {
  const color = w.state === 'sent' ? 'success' : w.state === 'rejected' ? 'danger' : 'warning';
  return (
    <li className={styles.rankRow}>
      <span className={styles.rankWho}>
        <span className={styles.inviteeName}>
          {t.points(w.amount)}{' '}
          <Tag color={color} fill="outline">
            {t.states[w.state]}
          </Tag>
        </span>
        <span className={styles.label}>
          {formatDateTime(w.created_at)} · {t.fee(w.fee)}
        </span>
        {w.tx_hash ? (
          <span className={`${styles.label} ${styles.hash}`}>{`${t.txHash} ${w.tx_hash}`}</span>
        ) : null}
        {w.reason ? <span className={styles.hint}>{t.reason(w.reason)}</span> : null}
      </span>
    </li>
  );
}
