import type { Withdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button } from 'antd-mobile';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { walletText } from '@/locales/zh-CN/wallet';
import { useWithdrawalList } from '../api/get-withdrawals';
import { PhoneList } from '@/components/phone-list';
import { useStateParam } from '../hooks/use-state-param';
import { WITHDRAWAL_STATE_LABELS } from '../lib/states';
import { StateTabs } from '../phone/state-tabs';
import { StateTag } from '../phone/state-tag';
import { WithdrawalFigures } from '../phone/withdrawal-figures';
import styles from '../phone/wallet.module.css';

const t = walletText.record;

/**
 * /account/withdraw-record, phone and desktop (one view): state tabs, the withdrawals as cards appended
 * as the list scrolls; two cards a row on a desktop.
 */
export default function WithdrawRecordPage() {
  const navigate = useNavigate();
  const [state, setState] = useStateParam();
  const records = useWithdrawalList(state);

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <StateTabs value={state} onChange={setState} />
        <PhoneList
          list={records}
          total={walletText.common.total}
          summaryClassName={styles.summary}
          listClassName={styles.records}
          emptyTitle={state ? t.emptyFiltered(WITHDRAWAL_STATE_LABELS[state]) : t.empty}
          emptyHint={state ? undefined : t.emptyHint}
          emptyAction={
            state ? undefined : (
              <Button color="primary" onClick={() => void navigate('/account/withdraw')}>
                {t.goWithdraw}
              </Button>
            )
          }
        >
          {records.list.map((w) => (
            <RecordItem key={w.id} withdrawal={w} />
          ))}
        </PhoneList>
      </div>
    </div>
  );
}

const RecordItem = memo(function RecordItem({ withdrawal: w }: { withdrawal: Withdrawal }) {
  return (
    <li className={styles.record}>
      <div className={styles.recordTop}>
        <span className={styles.recordAmount}>{walletText.common.amount(formatYuan(w.amount))}</span>
        <StateTag state={w.state} />
      </div>
      <WithdrawalFigures withdrawal={w} />
    </li>
  );
});
