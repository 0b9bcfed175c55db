import { memo, useMemo, useState } from 'react';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { BarChart } from '@/components/chart/bar-chart';
import { useMain2 } from '../api/get-main2';
import { monthSeries, type MonthKind } from '../lib/month';
import type { Main2 } from '../types';
import styles from './income.module.css';
import dashboard from './dashboard.module.css';
import { QueryState, Section } from './section';
import { Toggle } from './toggle';

const KINDS: readonly { label: string; value: MonthKind }[] = [
  { label: t.month.money, value: 'money' },
  { label: t.month.flow, value: 'flow' },
];

function MonthBody({ home, kind }: { home: Main2; kind: MonthKind }) {
  // One object per answer and kind: the chart rebuilds its option only when these change.
  const series = useMemo(() => monthSeries(home, kind), [home, kind]);
  if (home.monthMoney.length === 0) return <p className={dashboard.muted}>{t.month.firstDay}</p>;
  return (
    <>
      <div className={styles.monthHead}>
        <span className={styles.monthTotal}>{series.total}</span>
      </div>
      {series.empty ? (
        <p className={dashboard.muted}>{kind === 'money' ? t.month.empty : t.month.emptyFlow}</p>
      ) : (
        <BarChart
          categories={series.categories}
          values={series.values}
          axisName={series.axisName}
          tooltip={series.tooltip}
          highlight={series.values.length - 1}
          ariaLabel={t.month.chartLabel(kind === 'money' ? t.month.money : t.month.flow, series.total)}
        />
      )}
    </>
  );
}

/** This month's income (元) and upload (GB/TB) per settled day, one chart at a time. */
export const MonthCard = memo(function MonthCard() {
  const query = useMain2();
  const [kind, setKind] = useState<MonthKind>('money');
  return (
    <Section
      area="month"
      title={t.month.title}
      extra={<Toggle label={t.month.title} options={KINDS} value={kind} onChange={setKind} />}
    >
      <QueryState query={query} lines={5}>
        {(home) => <MonthBody home={home} kind={kind} />}
      </QueryState>
    </Section>
  );
});
