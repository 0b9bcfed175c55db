import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Descriptions, Typography } from 'antd';
import { walletText } from '@/locales/zh-CN/wallet';
import { staffAccount } from '../lib/review';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';

const t = walletText.superman.review;

/** What staff transfer and where, each copyable: bank, account in groups of four, holder, amount. */
export function TransferDetails({ row }: { row: AdminWithdrawal }) {
  const net = formatYuan(row.net_amount);
  return (
    <Descriptions className={styles.transferBox} size="small" column={1} bordered>
      <Descriptions.Item label={t.transferBank}>{row.bank_name}</Descriptions.Item>
      <Descriptions.Item label={t.transferTo}>
        <Typography.Text className={table.mono} copyable={{ text: row.payee_account }}>
          {staffAccount(row)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t.transferName}>
        <Typography.Text copyable>{row.payee_name}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t.transferAmount}>
        <Typography.Text strong copyable={{ text: net }}>
          {walletText.common.amount(net)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
