import { DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { memo, useState } from 'react';
import { pickerOldest } from '@/lib/time';
import { mbpsText } from '@/components/chart/units';
import { PhoneList } from '@/components/phone-list';
import { incomeText } from '@/locales/zh-CN/income';
import { explainEntryText } from '@/locales/zh-CN/income-explain-entry';
import { Link } from 'react-router';
import { explanationPath } from '../api/get-income-explanation';
import { useIncomeDevices } from '../api/get-income-devices';
import { useInfoAddress } from '../hooks/use-info-address';
import { useShowMember } from '../hooks/use-show-member';
import { addDays, beijingToday, dayLabel } from '../lib/calendar';
import { ispText } from '@/lib/format';
import { availabilityText, formatYuan } from '../lib/format';
import type { IncomeDeviceRow } from '../types';
import { PhoneStepArrows } from './step-arrows';
import styles from './phone.module.css';

const t = incomeText.info;
const OLDEST = () => pickerOldest(3);

/** /account/money-record-info on a phone: one day's total, then its devices, best first. */
export default function RecordInfoPhone() {
  const { day, memberId, setDay } = useInfoAddress();
  const devices = useIncomeDevices(day, memberId);
  const showMember = useShowMember(memberId);
  const [picking, setPicking] = useState(false);
  const yesterday = addDays(beijingToday(), -1);
  const total = devices.first?.extra;

  return (
    <>
      <div className={styles.page}>
        <PhoneStepArrows
          className={styles.dayBar}
          arrowClassName={styles.dayArrow}
          labels={incomeText.day}
          atEnd={day >= yesterday}
          onStep={(by) => setDay(addDays(day, by))}
        >
          <button type="button" className={styles.dayPick} onClick={() => setPicking(true)}>
            {dayLabel(day)} <span aria-hidden="true">▾</span>
          </button>
        </PhoneStepArrows>
        <div className={styles.body}>
          <dl className={styles.totals}>
            <div>
              <dt>
                {t.dayIncome}（{incomeText.common.yuanUnit}）
              </dt>
              <dd>{total ? formatYuan(total.income_fen) : incomeText.common.none}</dd>
            </div>
            <div>
              <dt>{t.devices}</dt>
              <dd>{total ? incomeText.common.devices(total.devices) : incomeText.common.none}</dd>
            </div>
          </dl>
          {total ? (
            <Link className={styles.explainLink} to={explanationPath({ day, memberId })}>
              {explainEntryText.link}
            </Link>
          ) : null}
          {showMember ? <p className={styles.memberNote}>{t.fleetNote}</p> : null}
          <div className={styles.listArea}>
            <PhoneList
              list={devices}
              listClassName={styles.cards}
              skeletonLines={10}
              emptyTitle={incomeText.common.empty}
              emptyHint={t.unsettled}
            >
              {devices.list.map((row) => (
                <DeviceItem key={row.device_id} row={row} showMember={showMember} />
              ))}
            </PhoneList>
          </div>
        </div>
      </div>
      <DatePicker
        visible={picking}
        title={incomeText.day.pick}
        precision="day"
        min={OLDEST()}
        max={dayjs(yesterday).toDate()}
        value={dayjs(day).toDate()}
        onClose={() => setPicking(false)}
        onConfirm={(date) => setDay(dayjs(date).format('YYYY-MM-DD'))}
        cancelText={incomeText.common.cancel}
        confirmText={incomeText.common.ok}
      />
    </>
  );
}

/** One device's day: SN and name, its income, 95 值, availability, ISP and unit price. */
const DeviceItem = memo(function DeviceItem({
  row,
  showMember,
}: {
  row: IncomeDeviceRow;
  showMember: boolean;
}) {
  const who = [row.name, showMember ? row.member_mobile : ''].filter(Boolean).join(' · ');
  return (
    <li className={styles.device}>
      <div className={styles.deviceHead}>
        <span className={styles.deviceWho}>
          <span className={styles.mono}>{row.sn}</span>
          {who ? <span className={styles.deviceName}>{who}</span> : null}
        </span>
        <span className={styles.cardIncome}>{formatYuan(row.income_fen)}</span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t.columns.value95}</dt>
          <dd>{mbpsText(row.value95_kbps)}</dd>
        </div>
        <div>
          <dt>{t.columns.availability}</dt>
          <dd>{availabilityText(row.availability_bp)}</dd>
        </div>
        <div>
          <dt>{t.columns.isp}</dt>
          <dd>{ispText(row.isp)}</dd>
        </div>
        <div>
          <dt>{t.columns.price}</dt>
          <dd>{t.price(formatYuan(row.unit_price_fen))}</dd>
        </div>
      </dl>
    </li>
  );
});
