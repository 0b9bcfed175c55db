import { memo } from 'react';
import { formatYuan } from '@nodebao/contract/money';
import { Link } from 'react-router';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { dayText } from '@/lib/format';
import { useMain2 } from '../api/get-main2';
import type { Main2 } from '../types';
import { ExplainLine } from './explain-line';
import styles from './income.module.css';
import { QueryState, Section } from './section';

function Figure({ label, fen, note }: { label: string; fen: number; note?: string | null }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={styles.figureValue}>{formatYuan(fen)}</div>
      {note ? <div className={styles.figureNote}>{note}</div> : null}
    </div>
  );
}

function IncomeBody({ home }: { home: Main2 }) {
  const { overview, yesterdaySpeedChart: speed, areaZhishu, provinceZhishu } = home;
  // Until the nightly settlement has run, yesterday's income is not known: not 0.00.
  const settled = speed.money !== null;
  const zhishu = areaZhishu ?? provinceZhishu;
  return (
    <>
      <div className={styles.top}>
        <div className={styles.yesterday}>
          <div className={styles.yesterdayLabel}>{t.income.yesterday}</div>
          {settled ? (
            <div className={styles.yesterdayValue} data-testid="yesterday-income">
              {formatYuan(overview.yesterday_income_fen)}
            </div>
          ) : (
            <div className={styles.settling}>
              <b>{t.income.settling}</b>
              <small>{t.income.settlingHint}</small>
            </div>
          )}
          {settled ? <div className={styles.day}>{t.income.settled(dayText(speed.day))}</div> : null}
        </div>
        <div className={styles.actions}>
          <Link className={styles.withdraw} to="/account/withdraw">
            {t.income.withdraw}
          </Link>
          <Link className={styles.records} to="/account/money-record">
            {t.income.records} ›
          </Link>
        </div>
      </div>
      {settled ? <ExplainLine day={speed.day} /> : null}
      <div className={styles.figures}>
        <Figure label={t.income.month} fen={overview.month_income_fen} />
        <Figure label={t.income.total} fen={overview.total_income_fen} />
        <Figure
          label={t.income.balance}
          fen={overview.balance_fen}
          note={overview.reserve_fen > 0 ? t.income.reserve(overview.reserve_fen) : null}
        />
      </div>
      {zhishu ? (
        <Link
          className={styles.zhishu}
          to="/dashboard/city?by=zhishu"
          aria-label={t.income.zhishuLabel(zhishu.name, zhishu.zhishu)}
        >
          <span>{t.income.zhishu(zhishu.name, zhishu.zhishu)}</span>
          <small>{t.income.zhishuHint} ›</small>
        </Link>
      ) : null}
    </>
  );
}

/** 昨日收益 in large, this month's, the total and the balance (元, two decimals), with 提现 and 明细. */
export const IncomeCard = memo(function IncomeCard() {
  const query = useMain2();
  return (
    <Section area="income" title={t.income.title}>
      <QueryState query={query} lines={3}>
        {(home) => <IncomeBody home={home} />}
      </QueryState>
    </Section>
  );
});
