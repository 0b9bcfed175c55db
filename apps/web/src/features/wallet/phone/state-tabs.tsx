import { Tabs } from 'antd-mobile';
import { walletText } from '@/locales/zh-CN/wallet';
import { WITHDRAWAL_STATES, type WithdrawalStateName } from '../lib/states';
import styles from './wallet.module.css';

type StateTabsProps = {
  value: WithdrawalStateName | undefined;
  onChange: (state: WithdrawalStateName | undefined) => void;
};

/** 全部 / 待审核 / 打款中 / 已到账 / 已驳回, sticky under the navigation bar. */
export function StateTabs({ value, onChange }: StateTabsProps) {
  return (
    <div className={styles.tabs}>
      <Tabs
        activeKey={value ?? 'all'}
        onChange={(key) => {
          window.scrollTo({ top: 0 });
          onChange(WITHDRAWAL_STATES.find((s) => s === key));
        }}
      >
        <Tabs.Tab key="all" title={walletText.record.tabs.all} />
        {WITHDRAWAL_STATES.map((state) => (
          <Tabs.Tab key={state} title={walletText.record.tabs[state]} />
        ))}
      </Tabs>
    </div>
  );
}
