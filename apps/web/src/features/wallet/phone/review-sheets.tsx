import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { CopyButton } from '@/components/copy-button';
import { walletText } from '@/locales/zh-CN/wallet';
import { FormSheet } from '../components/form-sheet';
import { REASON_MAX, reasonError, REFERENCE_MAX, referenceError, staffAccount } from '../lib/review';
import styles from './wallet.module.css';

const t = walletText.superman.review;

const rule = (check: (v: string | undefined) => string | undefined) => ({
  validator: (_rule: unknown, value?: string) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

type SheetProps = {
  row: AdminWithdrawal | null;
  busy: boolean;
  onClose: () => void;
};

/** The bank details to pay by hand (each with 复制), then the transfer's reference. */
export function BankApproveSheet({
  row,
  busy,
  onClose,
  onSubmit,
}: SheetProps & { onSubmit: (reference: string) => void }) {
  return (
    <FormSheet visible={row !== null} title={t.approveBankTitle} onClose={onClose}>
      {row ? (
        <Form
          key={row.id}
          layout="vertical"
          onFinish={({ reference }: { reference: string }) => onSubmit(reference.trim())}
          footer={
            <Button block type="submit" color="primary" size="large" loading={busy}>
              {t.approveBankOk}
            </Button>
          }
        >
          <Form.Header>{t.approveBankHint}</Form.Header>
          <div className={styles.sheetPad}>
            <TransferDetails row={row} />
          </div>
          <Form.Item name="reference" label={t.referenceLabel} rules={[rule(referenceError)]} required>
            <Input
              placeholder={t.referencePlaceholder}
              maxLength={REFERENCE_MAX}
              clearable
              autoComplete="off"
            />
          </Form.Item>
        </Form>
      ) : null}
    </FormSheet>
  );
}

/** What staff transfer and where: bank, account in groups of four, holder, amount. */
export function TransferDetails({ row }: { row: AdminWithdrawal }) {
  const account = staffAccount(row);
  const net = formatYuan(row.net_amount);
  return (
    <div className={styles.transferBox}>
      <div className={styles.transferRow}>
        <span>{t.transferBank}</span>
        <span className={styles.transferValue}>{row.bank_name}</span>
      </div>
      <div className={styles.transferRow}>
        <span>{t.transferTo}</span>
        <span className={styles.transferValue}>
          <span className={styles.mono}>{account}</span>
          <CopyButton
            className={styles.copy}
            text={row.payee_account}
            doneMessage={walletText.common.copied}
            label={walletText.common.copy}
          />
        </span>
      </div>
      <div className={styles.transferRow}>
        <span>{t.transferName}</span>
        <span className={styles.transferValue}>
          {row.payee_name}
          <CopyButton
            className={styles.copy}
            text={row.payee_name}
            doneMessage={walletText.common.copied}
            label={walletText.common.copy}
          />
        </span>
      </div>
      <div className={styles.transferRow}>
        <span>{t.transferAmount}</span>
        <span className={`${styles.transferValue} ${styles.num}`}>
          <strong>{walletText.common.amount(net)}</strong>
          <CopyButton
            className={styles.copy}
            text={net}
            doneMessage={walletText.common.copied}
            label={walletText.common.copy}
          />
        </span>
      </div>
    </div>
  );
}

/** A required reason, which the member reads in their records. */
export function RejectSheet({
  row,
  busy,
  onClose,
  onSubmit,
}: SheetProps & { onSubmit: (reason: string) => void }) {
  return (
    <FormSheet visible={row !== null} title={t.rejectTitle} onClose={onClose}>
      {row ? (
        <Form
          key={row.id}
          layout="vertical"
          onFinish={({ reason }: { reason: string }) => onSubmit(reason.trim())}
          footer={
            <Button block type="submit" color="danger" size="large" loading={busy}>
              {t.rejectOk}
            </Button>
          }
        >
          <Form.Header>{t.rejectHint(formatYuan(row.amount), row.member_mobile)}</Form.Header>
          <Form.Item name="reason" label={t.reasonLabel} rules={[rule(reasonError)]} required>
            <TextArea
              placeholder={t.reasonPlaceholder}
              maxLength={REASON_MAX}
              showCount
              rows={3}
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        </Form>
      ) : null}
    </FormSheet>
  );
}
