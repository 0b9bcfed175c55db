import type { Withdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, InfiniteScroll, PullToRefresh, Toast } from 'antd-mobile';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { walletText } from '@/locales/zh-CN/wallet';
import { useWithdrawalList } from '../api/get-withdrawals';
import { ListState } from '@/components/list-state';
import { useStateParam } from '../hooks/use-state-param';
import { WITHDRAWAL_STATE_LABELS } from '../lib/states';
import { StateTabs } from './state-tabs';
import { StateTag } from './state-tag';
import { WithdrawalFigures } from './withdrawal-figures';
import styles from './wallet.module.css';

const t = walletText.record;

/** /account/withdraw-record on phones: state tabs, the withdrawals appended as the list scrolls. */
export function WithdrawRecordPhone() {
  const navigate = useNavigate();
  const [state, setState] = useStateParam();
  const records = useWithdrawalList(state);

  async function refresh() {
    if (!(await records.refresh())) Toast.show({ content: t.refreshFailed });
  }

  return (
    <div className={styles.page}>
      <StateTabs value={state} onChange={setState} />
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.inner}>
          {records.last ? (
            <div className={styles.summary}>{walletText.common.total(records.last.pages.totalCount)}</div>
          ) : null}
          <ListState
            query={records}
            empty={records.list.length === 0}
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
            <ol className={styles.records} aria-busy={records.isRefetching}>
              {records.list.map((w) => (
                <RecordItem key={w.id} withdrawal={w} />
              ))}
            </ol>
            <InfiniteScroll hasMore={records.hasMore} loadMore={records.loadMore} />
          </ListState>
        </div>
      </PullToRefresh>
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
