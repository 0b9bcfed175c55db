import { Tabs } from 'antd-mobile';
import { walletText } from '@/locales/zh-CN/wallet';
import { WITHDRAWAL_STATES, type WithdrawalStateName } from '../lib/states';
import styles from './wallet.module.css';

type StateTabsProps = {
  value: WithdrawalStateName | undefined;
  onChange: (state: WithdrawalStateName | undefined) => void;
  /** Show 全部 first (the member's records) or last (the staff queue, which opens on 待审核). */
  allFirst?: boolean;
};

/** 全部 / 待审核 / 打款中 / 已到账 / 已驳回, sticky under the navigation bar. */
export function StateTabs({ value, onChange, allFirst = true }: StateTabsProps) {
  const all = <Tabs.Tab key="all" title={walletText.record.tabs.all} />;
  return (
    <div className={styles.tabs}>
      <Tabs
        activeKey={value ?? 'all'}
        onChange={(key) => {
          window.scrollTo({ top: 0 });
          onChange(WITHDRAWAL_STATES.find((s) => s === key));
        }}
      >
        {allFirst ? all : null}
        {WITHDRAWAL_STATES.map((state) => (
          <Tabs.Tab key={state} title={walletText.record.tabs[state]} />
        ))}
        {allFirst ? null : all}
      </Tabs>
    </div>
  );
}
