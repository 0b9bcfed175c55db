import { formatYuan } from '@nodebao/contract/money';
import { cityText as t } from '@/locales/zh-CN/city';
import { dayText } from '@/lib/format';
import type { FleetAreas, ZhishuRow, ZhishuTable } from '../../types';
import styles from './city.module.css';

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={styles.figureValue}>
        {value}
        {unit ? <small>{unit}</small> : null}
      </div>
    </div>
  );
}

/** The devices and income of the whole view (nation or province), and which days they mean. */
export function FleetSummary({ fleet }: { fleet: FleetAreas }) {
  const { total } = fleet;
  const [year, month] = fleet.month.split('-');
  return (
    <div>
      <div className={styles.figures}>
        <Figure label={t.summary.devices} value={String(total.devices)} unit={t.summary.unit} />
        <Figure label={t.summary.online} value={String(total.online)} unit={t.summary.unit} />
        <Figure label={t.summary.yesterday} value={formatYuan(total.yesterday_income_fen)} unit="元" />
        <Figure label={t.summary.month} value={formatYuan(total.month_income_fen)} unit="元" />
      </div>
      <p className={styles.dates}>
        {t.summary.dates(dayText(fleet.yesterday), `${year}年${Number(month)}月`)}
      </p>
    </div>
  );
}

/** The index's national yardstick, or one province's own index, and what the number means. */
export function ZhishuSummary({ table, place }: { table: ZhishuTable; place: ZhishuRow | null }) {
  const { national } = table;
  return (
    <div>
      <div className={styles.figures}>
        {place ? <Figure label={t.summary.zhishuPlace(place.name)} value={String(place.zhishu)} /> : null}
        <Figure
          label={t.summary.nationalPerMbps}
          value={formatYuan(Math.round(national.income_per_mbps_fen))}
          unit="元"
        />
        <Figure
          label={t.summary.nationalUtilisation}
          value={(national.utilisation * 100).toFixed(1)}
          unit="%"
        />
        <Figure label={t.summary.nationalDevices} value={String(national.devices)} unit={t.summary.unit} />
      </div>
      <p className={styles.dates}>
        {t.summary.zhishuMeaning}。{t.summary.zhishuWindow(dayText(table.from), dayText(table.to))}
      </p>
    </div>
  );
}
