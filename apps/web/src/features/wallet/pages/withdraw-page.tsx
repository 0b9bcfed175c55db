import type { Payee, Withdrawal, WithdrawLimits } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, Dialog, Input, NoticeBar, Result } from 'antd-mobile';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { BusinessError, RequestError } from '@/lib/request';
import { walletText } from '@/locales/zh-CN/wallet';
import { payeeList } from '../api/get-payees';
import { withdrawInfo } from '../api/get-withdraw-info';
import { requestWithdrawal } from '../api/request-withdrawal';
import { FormSheet } from '@/components/form-sheet';
import { payeeLabel, preferredPayee } from '../lib/payee';
import { percentText } from '@/lib/format';
import { useRequestKey } from '@/lib/request-key';
import { allAmountFen, checkAmount, sanitizeAmount, type AmountCheck } from '../lib/withdraw';
import { PayeePicker } from '../phone/payee-picker';
import styles from '../phone/wallet.module.css';
import { PullRefresh } from '@/components/pull-refresh';

const t = walletText.withdraw;

// Adding an Alipay account here is rare: its form (antd-mobile's Form and the contract's zod rules,
// ~55 KB gzip) loads when the sheet opens, not with the page.
const AlipayForm = lazyPage(() => import('../phone/alipay-form').then((m) => ({ default: m.AlipayForm })));

/**
 * /account/withdraw (申请提现): the balance and what is under review, the limits and the fee, the
 * amount in 元 (全部 fills in what may be taken), the account it goes to, a confirmation repeating
 * amount, fee, net and account, then the request; the result links to the records.
 */
export default function WithdrawPage() {
  const info = withdrawInfo.use();
  const [done, setDone] = useState<Withdrawal | null>(null);

  let body;
  if (info.error && !info.data) {
    body = (
      <div className={styles.stateWrap}>
        <LoadError error={info.error} retrying={info.isFetching} onRetry={() => void info.refetch()} />
      </div>
    );
  } else if (!info.data) {
    body = (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={8} />
      </div>
    );
  } else if (done) {
    body = <Submitted withdrawal={done} onAgain={() => setDone(null)} />;
  } else {
    body = <WithdrawForm limits={info.data} onDone={setDone} />;
  }

  return (
    <div className={`${styles.page} ${done ? '' : styles.pageWithBar}`}>
      <PullRefresh>
        <div className={`${styles.inner} ${styles.narrow}`}>{body}</div>
      </PullRefresh>
    </div>
  );
}

function WithdrawForm({ limits, onDone }: { limits: WithdrawLimits; onDone: (w: Withdrawal) => void }) {
  const navigate = useNavigate();
  const alipay = payeeList.use('alipay');
  const bank = payeeList.use('bank');
  const withdraw = requestWithdrawal.use();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [addingAlipay, setAddingAlipay] = useState(false);
  // Set from the tap to the answer: a second tap (or a double tap) starts nothing.
  const busy = useRef(false);
  // Sent again for the same amount and account after an unknown outcome (a 503, a dropped
  // connection), the request carries the same key: the server answers the withdrawal it made.
  const requestKey = useRequestKey();

  const payees = [...(alipay.data ?? []), ...(bank.data ?? [])];
  const payee = payees.find((p) => p.id === chosenId) ?? preferredPayee(alipay.data ?? [], bank.data ?? []);
  const check = checkAmount(text, limits);
  // Too little shows once the member stops typing ("5" on the way to "50" is no mistake); too much at once.
  const showError = touched || (check.fen !== null && check.fen >= limits.min_amount);
  const amountError = check.error ?? (touched && check.fen === null ? t.errors.required : undefined);
  const payeesLoaded = alipay.data !== undefined && bank.data !== undefined;

  function onAmount(value: string) {
    setText(sanitizeAmount(value));
    setFailure(null);
  }

  async function onSubmit() {
    if (busy.current) return;
    setTouched(true);
    if (check.fen === null || check.error || !payee) return;
    busy.current = true;
    try {
      const ok = await Dialog.confirm({
        title: t.confirmTitle,
        content: <Confirmation check={check} payee={payee} />,
        confirmText: t.confirmOk,
        cancelText: walletText.common.cancel,
      });
      if (!ok) return;
      setFailure(null);
      const withdrawal = await withdraw.mutateAsync({
        amount: check.fen,
        payee_id: payee.id,
        request_key: requestKey.keyFor(`${check.fen}:${payee.id}`),
      });
      onDone(withdrawal);
    } catch (error) {
      // The request client has toasted the message; it stays on the form until the amount changes.
      if (error instanceof BusinessError) setFailure(error.message);
      else if (error instanceof RequestError && error.status === 422) setFailure(messageOf(error.info));
    } finally {
      busy.current = false;
    }
  }

  const amountNote =
    showError && amountError ? (
      <span className={styles.amountError} role="alert">
        {amountError}
      </span>
    ) : check.fen !== null ? (
      t.fee(formatYuan(check.fee), formatYuan(check.net))
    ) : limits.balance < limits.min_amount ? (
      t.errors.noBalance
    ) : (
      t.available(formatYuan(allAmountFen(limits)))
    );

  return (
    <>
      <section className={styles.balanceCard} aria-label={t.balance}>
        <div className={styles.balanceLabel}>{t.balance}</div>
        <div className={styles.balanceValue}>{formatYuan(limits.balance)}</div>
        <div className={styles.balanceFoot}>
          <span title={t.reserveHint}>
            {t.reserve} {formatYuan(limits.reserve)} {walletText.common.yuan}
          </span>
          <Link to="/account/withdraw-record">{t.records} ›</Link>
        </div>
      </section>

      <Panel
        id="withdraw-amount"
        title={t.amount}
        side={
          <>
            {t.limits(formatYuan(limits.min_amount), formatYuan(limits.max_amount))} ·{' '}
            {limits.fee_rate_bp > 0 ? t.feeRate(percentText(limits.fee_rate_bp)) : t.noFee}
          </>
        }
      >
        <div className={styles.amountRow}>
          <span className={styles.currency} aria-hidden>
            ¥
          </span>
          <Input
            className={styles.amountInput}
            value={text}
            onChange={onAmount}
            onBlur={() => setTouched(text !== '')}
            placeholder={t.amountPlaceholder(formatYuan(limits.min_amount))}
            inputMode="decimal"
            aria-label={t.amount}
            autoComplete="off"
          />
          <Button
            size="small"
            color="primary"
            fill="none"
            disabled={limits.balance <= 0}
            onClick={() => onAmount(formatYuan(allAmountFen(limits)))}
          >
            {t.all}
          </Button>
        </div>
        <div className={styles.amountNote} aria-live="polite">
          {amountNote}
        </div>
      </Panel>

      <Panel id="withdraw-payee" title={t.payee}>
        <PayeePicker
          alipay={alipay}
          bank={bank}
          chosenId={payee?.id}
          onChoose={(p) => setChosenId(p.id)}
          onAddAlipay={() => setAddingAlipay(true)}
          onAddBank={() => void navigate('/account/payment-info')}
        />
        {touched && payeesLoaded && !payee ? (
          <div className={`${styles.amountNote} ${styles.amountError}`}>{t.errors.noPayee}</div>
        ) : null}
      </Panel>

      {failure ? <NoticeBar className={styles.inlineError} color="error" content={failure} wrap /> : null}

      <div className={styles.bar}>
        <div className={styles.barInner}>
          <Button
            block
            color="primary"
            size="large"
            loading={withdraw.isPending}
            disabled={withdraw.isPending || !payeesLoaded}
            onClick={() => void onSubmit()}
          >
            {t.submit}
          </Button>
        </div>
      </div>

      <FormSheet visible={addingAlipay} title={walletText.alipay.add} onClose={() => setAddingAlipay(false)}>
        {addingAlipay ? (
          <Suspense fallback={<LoadingSkeleton lines={3} />}>
            <AlipayForm
              payee={undefined}
              first={(alipay.data ?? []).length === 0}
              onDone={(saved) => {
                setAddingAlipay(false);
                setChosenId(saved.id);
              }}
            />
          </Suspense>
        ) : null}
      </FormSheet>
    </>
  );
}

type PanelProps = { id: string; title: string; side?: ReactNode; children: ReactNode };

/** A white panel under its heading (which names it), with a short note beside the heading. */
function Panel({ id, title, side, children }: PanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {side ? <span className={styles.panelSide}>{side}</span> : null}
      </div>
      {children}
    </section>
  );
}

function messageOf(info: unknown): string {
  const msg = (info as { msg?: unknown } | undefined)?.msg;
  return typeof msg === 'string' ? msg : '';
}

/** The confirmation's table: what leaves the balance, the fee, what arrives, and where. */
function Confirmation({ check, payee }: { check: AmountCheck; payee: Payee }) {
  const rows = t.confirmRows;
  return (
    <>
      <table className={styles.confirmTable}>
        <tbody>
          <tr>
            <th>{rows.amount}</th>
            <td className={styles.num}>{walletText.common.amount(formatYuan(check.fen ?? 0))}</td>
          </tr>
          <tr>
            <th>{rows.fee}</th>
            <td className={styles.num}>{walletText.common.amount(formatYuan(check.fee))}</td>
          </tr>
          <tr>
            <th>{rows.net}</th>
            <td className={`${styles.num} ${styles.confirmNet}`}>
              {walletText.common.amount(formatYuan(check.net))}
            </td>
          </tr>
          <tr>
            <th>{rows.payee}</th>
            <td>{payeeLabel(payee)}</td>
          </tr>
          <tr>
            <th>{rows.name}</th>
            <td>{payee.real_name}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.confirmNote}>{t.confirmNote}</p>
    </>
  );
}

function Submitted({ withdrawal, onAgain }: { withdrawal: Withdrawal; onAgain: () => void }) {
  const navigate = useNavigate();
  return (
    <div className={styles.result}>
      <Result
        status="success"
        title={t.successTitle}
        description={t.successDesc(formatYuan(withdrawal.net_amount))}
      />
      <div className={styles.resultActions}>
        <Button block color="primary" size="large" onClick={() => void navigate('/account/withdraw-record')}>
          {t.viewRecord}
        </Button>
        <Button block size="large" onClick={onAgain}>
          {t.again}
        </Button>
      </div>
    </div>
  );
}
