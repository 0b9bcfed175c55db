import { formatYuan } from '@nodebao/contract/money';
import { useMemo, useState } from 'react';
import { BarChart } from '@/components/chart/bar-chart';
import { LineChart } from '@/components/chart/line-chart';
import type { RatePoint } from '@/components/chart/types';
import { formatBytes, mbpsText } from '@/components/chart/units';
import { LoadError } from '@/components/load-state';
import segmented from '@/components/segmented.module.css';
import { incomeText } from '@/locales/zh-CN/income';
import { explainEntryText } from '@/locales/zh-CN/income-explain-entry';
import { Link } from 'react-router';
import { explanationPath } from '@/features/income/api/get-income-explanation';
import { unitText } from '@/locales/zh-CN/records';
import { useDeviceFlow, type DeviceFlow, type FlowRange } from '../api/get-device-flow';
import { useDeviceIncome, type DeviceIncome } from '../api/get-device-income';
import { completedToday } from '../lib/today-buckets';
import styles from './device-detail.module.css';
import own from './device-income.module.css';

const t = incomeText.device;
const RANGES: FlowRange[] = ['today', 'yesterday', 'month'];
const LINE_LABELS = { series: t.series, value95: t.value95, peak: t.peak };
/** Days listed under the income chart before 更多. */
const SHORT_LIST = 7;
const yuan = (fen: number) => incomeText.common.yuan(formatYuan(fen));

/**
 * The device detail's 带宽 and 收益 (SCREENS /device/index): today's, yesterday's or this month's
 * bandwidth (tongji/flow), and the device's income (tongji/device-money): all time, this month, the
 * last settled day, and its last 30 days. Both sheets (phone and desktop) show it.
 */
export function DeviceIncomeSections({ id, name }: { id: number; name: string }) {
  return (
    <>
      <FlowSection id={id} />
      <IncomeSection id={id} name={name} />
    </>
  );
}

function FlowSection({ id }: { id: number }) {
  const [range, setRange] = useState<FlowRange>('today');
  const flow = useDeviceFlow(id, range);
  return (
    <section className={styles.section} aria-label={t.flowTitle}>
      <div className={own.titleRow}>
        <h3 className={styles.sectionTitle}>{t.flowTitle}</h3>
        <div className={`${segmented.track} ${segmented.pill}`} role="tablist" aria-label={t.flowTitle}>
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              role="tab"
              aria-selected={range === r}
              className={`${segmented.option} ${range === r ? segmented.selected : ''}`}
              onClick={() => setRange(r)}
            >
              {t.ranges[r]}
            </button>
          ))}
        </div>
      </div>
      {flow.isError ? (
        <LoadError error={flow.error} retrying={flow.isFetching} onRetry={() => void flow.refetch()} />
      ) : flow.data ? (
        <FlowChart flow={flow.data} label={t.ranges[range]} />
      ) : (
        <div className={styles.placeholder} style={{ height: 220 }} aria-busy="true" />
      )}
    </section>
  );
}

/** Today stops at the last whole five minutes: the buckets still ahead, or filling, are not zeros. */
function pointsOf(flow: Extract<DeviceFlow, { unit: 'bucket' }>): RatePoint[] {
  const points = flow.data.map((p) => ({ time: p.time, kbps: p.up_kbps }));
  return flow.timeType === 'today' ? completedToday(points, Date.now()) : points;
}

function FlowChart({ flow, label }: { flow: DeviceFlow; label: string }) {
  if (flow.unit === 'day') return <MonthFlow flow={flow} />;
  const points = pointsOf(flow);
  const peak = points.reduce<RatePoint | undefined>(
    (best, p) => (!best || p.kbps > best.kbps ? p : best),
    undefined,
  );
  if (flow.bytes_up === 0 && flow.peak_kbps === 0) return <p className={styles.note}>{t.noFlow}</p>;
  return (
    <>
      <LineChart
        points={points}
        labels={LINE_LABELS}
        value95Kbps={flow.value95_kbps}
        peak={peak}
        ariaLabel={t.flowAria(label)}
      />
      <dl className={own.figures}>
        <Figure label={t.up} value={formatBytes(flow.bytes_up)} />
        <Figure label={t.value95} value={mbpsText(flow.value95_kbps)} />
        <Figure label={t.peak} value={mbpsText(flow.peak_kbps)} />
      </dl>
    </>
  );
}

function MonthFlow({ flow }: { flow: Extract<DeviceFlow, { unit: 'day' }> }) {
  const days = flow.data;
  const categories = useMemo(() => days.map((d) => `${Number(d.time.slice(8, 10))}日`), [days]);
  const values = useMemo(() => days.map((d) => d.value95_kbps / 1000), [days]);
  const tooltip = useMemo(
    () => (i: number) => {
      const d = days[i];
      return d
        ? [d.time, `${t.value95} ${mbpsText(d.value95_kbps)}`, `${t.up} ${formatBytes(d.bytes_up)}`]
        : [];
    },
    [days],
  );
  if (days.length === 0) return <p className={styles.note}>{t.noFlow}</p>;
  return (
    <>
      <BarChart
        categories={categories}
        values={values}
        axisName={unitText.mbps}
        tooltip={tooltip}
        height={200}
        ariaLabel={t.monthAria}
      />
      <dl className={own.figures}>
        <Figure label={t.up} value={formatBytes(flow.bytes_up)} />
        <Figure label={t.down} value={formatBytes(flow.bytes_down)} />
        <Figure label={t.month} value={incomeText.common.yuan(formatYuan(flow.income_fen))} />
      </dl>
    </>
  );
}

/** The box's income, with its 收益诊断 (the newest settled day, issue 50 §1) beside the title. */
function IncomeSection({ id, name }: { id: number; name: string }) {
  const income = useDeviceIncome(id);
  return (
    <section className={styles.section} aria-label={t.title}>
      <div className={own.titleRow}>
        <h3 className={styles.sectionTitle}>{t.title}</h3>
        <Link className={own.explain} to={explanationPath({ deviceId: id, name })}>
          {explainEntryText.link}
        </Link>
      </div>
      {income.isError ? (
        <LoadError error={income.error} retrying={income.isFetching} onRetry={() => void income.refetch()} />
      ) : income.data ? (
        <IncomeBlock income={income.data} />
      ) : (
        <div className={styles.placeholder} aria-busy="true" />
      )}
    </section>
  );
}

function IncomeBlock({ income }: { income: DeviceIncome }) {
  const [all, setAll] = useState(false);
  const last = income.data[0];
  const month = income.month_data.at(-1);
  // The chart reads left to right, oldest first; the list newest first, as the API sends it.
  const oldestFirst = useMemo(() => [...income.data].reverse(), [income.data]);
  const categories = useMemo(() => oldestFirst.map((d) => d.day.slice(5)), [oldestFirst]);
  const values = useMemo(() => oldestFirst.map((d) => d.income_fen / 100), [oldestFirst]);
  const tooltip = useMemo(
    () => (i: number) => {
      const d = oldestFirst[i];
      return d
        ? [
            d.day,
            incomeText.common.yuan(formatYuan(d.income_fen)),
            `${t.value95} ${mbpsText(d.value95_kbps)}`,
          ]
        : [];
    },
    [oldestFirst],
  );

  return (
    <>
      <dl className={own.figures}>
        <Figure label={t.total} value={yuan(income.total_money)} strong />
        <Figure label={t.month} value={yuan(month?.income_fen ?? 0)} strong />
        <Figure
          label={last ? t.lastDay(last.day.slice(5)) : t.last}
          value={last ? yuan(last.income_fen) : incomeText.common.none}
          strong
        />
      </dl>
      {income.data.length === 0 ? (
        <p className={styles.note}>{t.empty}</p>
      ) : (
        <>
          <h4 className={own.subTitle}>{t.recentTitle}</h4>
          <BarChart
            categories={categories}
            values={values}
            axisName={incomeText.common.yuanUnit}
            tooltip={tooltip}
            highlight={oldestFirst.length - 1}
            height={160}
            ariaLabel={t.recentAria}
          />
          <table className={own.days}>
            <thead>
              <tr>
                <th scope="col">{incomeText.index.columns.day}</th>
                <th scope="col">{incomeText.info.columns.value95}</th>
                <th scope="col">{incomeText.info.columns.availability}</th>
                <th scope="col">{incomeText.info.columns.income}</th>
              </tr>
            </thead>
            <tbody>
              {(all ? income.data : income.data.slice(0, SHORT_LIST)).map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td>{mbpsText(d.value95_kbps)}</td>
                  <td>{`${(d.availability_bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`}</td>
                  <td className={own.income}>{formatYuan(d.income_fen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!all && income.data.length > SHORT_LIST ? (
            <button type="button" className={own.more} onClick={() => setAll(true)}>
              {t.moreDays}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={own.figure}>
      <dt>{label}</dt>
      <dd className={strong ? own.strong : undefined}>{value}</dd>
    </div>
  );
}
