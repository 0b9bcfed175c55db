import { formatYuan } from '@nodebao/contract/money';
import { activityText } from '@/locales/zh-CN/activity';
import type { InviteOverview } from '../api/get-invite-overview';
import styles from '../activity.module.css';

const t = activityText.invite;

/** 已邀请 / 已有设备 / 累计 / 昨日: what my invitees brought, on the invite and record pages. */
export function InviteFigures({ overview }: { overview: InviteOverview }) {
  const figures = [
    { label: t.invitees, value: t.people(overview.invitees) },
    { label: t.withDevices, value: t.people(overview.invitees_with_devices) },
    { label: t.commissionTotal, value: activityText.common.yuan(formatYuan(overview.commission_total_fen)) },
    {
      label: t.commissionYesterday,
      value: activityText.common.yuan(formatYuan(overview.commission_yesterday_fen)),
    },
  ];
  return (
    <div className={styles.figures}>
      {figures.map((f) => (
        <div key={f.label} className={styles.figure}>
          <span className={styles.label}>{f.label}</span>
          <span className={styles.figureValue}>{f.value}</span>
        </div>
      ))}
    </div>
  );
}
