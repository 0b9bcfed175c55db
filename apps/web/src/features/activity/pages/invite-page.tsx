import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import type { InviteOverview } from '../api/get-invite-overview';
import { activityText } from '@/locales/zh-CN/activity';
import { InviteFigures } from '../components/invite-figures';
import { useInvite } from '../hooks/use-invite';
import styles from '../activity.module.css';

const t = activityText.invite;

/**
 * /activity/invite, phone and desktop (one view: a column of cards, two columns from 992 px): my
 * code, the link and its QR code, copy buttons and, inside WeChat, the share hint; then what my
 * invitees brought and the rules.
 */
export default function InvitePage() {
  const invite = useInvite();
  return (
    <QueryState query={invite.overview} className={styles.page}>
      {(data) => <InviteView invite={invite} data={data} />}
    </QueryState>
  );
}

function InviteView({ invite, data }: { invite: ReturnType<typeof useInvite>; data: InviteOverview }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="invite-code">
        <span id="invite-code" className={styles.label}>
          {t.codeLabel}
        </span>
        <div className={styles.code}>{data.invite_code}</div>
        <span className={styles.label}>{t.linkLabel}</span>
        <div className={styles.link}>{invite.link}</div>
        <div className={styles.actions}>
          <Button size="small" color="primary" onClick={() => void invite.copy(invite.link)}>
            {t.copyLink}
          </Button>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => void invite.copy(data.invite_code)}
          >
            {t.copyCode}
          </Button>
          {invite.inWechat ? (
            <Button size="small" color="success" fill="outline" onClick={invite.showShareHint}>
              {t.share}
            </Button>
          ) : null}
        </div>
        <div className={styles.qr}>
          <QRCodeSVG value={invite.link} size={168} marginSize={1} title={t.qrTitle} />
          <span className={styles.label}>{t.qrHint}</span>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="invite-figures">
        <h2 id="invite-figures" className={styles.cardTitle}>
          {activityText.record.summaryTitle}
        </h2>
        <InviteFigures overview={data} />
        <div className={styles.more}>
          <Link to="/activity/invite-record">{t.toRecord}</Link>
        </div>
        <h2 className={`${styles.cardTitle} ${styles.spaced}`}>{t.rulesTitle}</h2>
        <ol className={styles.rules}>
          {t.rules(invite.ratePercent).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
