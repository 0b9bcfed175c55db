import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, Form, Input } from 'antd-mobile';
import { CopyButton } from '@/components/copy-button';
import { checkRule } from '@/lib/form-rule';
import { walletText } from '@/locales/zh-CN/wallet';
import { FormSheet } from '@/components/form-sheet';
import { REFERENCE_MAX, referenceError, staffAccount } from '../lib/review';
import styles from './wallet.module.css';

const t = walletText.superman.review;

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
          <Form.Item name="reference" label={t.referenceLabel} rules={[checkRule(referenceError)]} required>
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
