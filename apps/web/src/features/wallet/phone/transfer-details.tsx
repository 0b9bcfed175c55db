import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/copy-button';
import { walletText } from '@/locales/zh-CN/wallet';
import { staffAccount } from '../lib/review';
import styles from './wallet.module.css';

const t = walletText.superman.review;

/** 复制 beside a value staff type elsewhere (the bank's site, the Alipay app). */
export function WalletCopy({ text }: { text: string }) {
  return (
    <CopyButton
      className={styles.copy}
      text={text}
      doneMessage={walletText.common.copied}
      label={walletText.common.copy}
    />
  );
}

/** What staff transfer and where, each with 复制: bank, account in groups of four, holder, amount. */
export function TransferDetails({ row }: { row: AdminWithdrawal }) {
  const net = formatYuan(row.net_amount);
  const lines: [label: string, value: ReactNode, copy?: string][] = [
    [t.transferBank, row.bank_name],
    [t.transferTo, <span className={styles.mono}>{staffAccount(row)}</span>, row.payee_account],
    [t.transferName, row.payee_name, row.payee_name],
    [t.transferAmount, <strong>{walletText.common.amount(net)}</strong>, net],
  ];
  return (
    <div className={styles.sheetPad}>
      <div className={styles.transferBox}>
        {lines.map(([label, value, copy]) => (
          <div key={label} className={styles.transferRow}>
            <span>{label}</span>
            <span className={styles.transferValue}>
              {value}
              {copy ? <WalletCopy text={copy} /> : null}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
