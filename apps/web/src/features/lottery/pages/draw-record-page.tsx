import type { LotteryDraw } from '@nodebao/contract';
import type { Verification } from '@nodebao/contract/lottery-draw';
import { Button, Tag } from 'antd-mobile';
import { Fragment, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { lotteryText } from '@/locales/zh-CN/lottery';
import { useDraws } from '../api/get-draws';
import { ticketFileUrl } from '../api/get-ticket-file';
import { RecordList } from '../components/record-list';
import { verifyInBrowser } from '../lib/verify';
import layout from '@/components/card-page.module.css';
import styles from '../lottery.module.css';

const t = lotteryText.record;
const c = lotteryText.common;

/**
 * /lottery/record, phone and desktop (one view): how a draw is made and checked, what a member must
 * still trust, and every period with its commitment, revealed seed, list hash and winners, each with a
 * 验证 button that recomputes the draw in this browser.
 */
export default function DrawRecordPage() {
  const draws = useDraws();
  return (
    <RecordList
      title={lotteryText.index.links.record}
      showTitle={false}
      before={
        <section className={`${layout.card} ${layout.wide}`} aria-label={t.trustTitle}>
          <h2 className={styles.cardTitle}>{t.trustTitle}</h2>
          <ol className={styles.steps}>
            {t.trust.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <p className={layout.hint}>
            {draws.list[0]?.beacon_round != null ? t.trustBeacon : t.trustResidual}
          </p>
        </section>
      }
      rows={draws}
      empty={t.empty}
    >
      {(draw) => <DrawRow key={draw.period} draw={draw} />}
    </RecordList>
  );
}

/** What a period publishes to check its draw, in order; the beacon and the final value once there. */
function hashesOf(draw: LotteryDraw): Array<[string, string]> {
  return [
    [t.seedHash, draw.seed_hash],
    [t.seed, draw.seed ?? t.seedHidden],
    [t.listHash, draw.ticket_list_hash ?? t.listHidden],
    ...(draw.beacon_round !== null
      ? [[t.beacon(draw.beacon_round), draw.beacon_randomness ?? t.beaconPending] as [string, string]]
      : []),
    ...(draw.final ? [[t.final, draw.final] as [string, string]] : []),
  ];
}

function DrawRow({ draw }: { draw: LotteryDraw }) {
  const color = draw.state === 'drawn' ? 'success' : draw.state === 'closed' ? 'warning' : 'primary';
  return (
    <li className={styles.row}>
      <div className={layout.rowMain}>
        <h3 className={styles.cardTitle}>
          {c.period(draw.period)}
          <Tag color={color} fill="outline">
            {c.states[draw.state]}
          </Tag>
          <span className={layout.label}>{t.tickets(draw.ticket_count)}</span>
        </h3>
        <span className={layout.label}>
          {t.closedAt} {formatDateTime(draw.closed_at ?? draw.end_time)}
          {draw.drawn_at ? ` · ${t.drawnAt} ${formatDateTime(draw.drawn_at)}` : ''}
        </span>
        {draw.note ? <span>{draw.note}</span> : null}
        {hashesOf(draw).map(([label, value]) => (
          <Fragment key={label}>
            <span className={layout.label}>{label}</span>
            <span className={styles.hash}>{value}</span>
          </Fragment>
        ))}
        {draw.winners.length > 0 ? (
          <>
            <span className={layout.label}>{t.winners}</span>
            <ul className={styles.steps}>
              {draw.winners.map((w) => (
                <li key={w.number}>{t.winnerRow(w.name, w.number, w.owner)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {draw.state === 'drawn' && draw.ticket_count > 0 ? <VerifyBox draw={draw} /> : null}
      </div>
    </li>
  );
}

type Check =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: Verification }
  | { state: 'error'; message: string };

function VerifyBox({ draw }: { draw: LotteryDraw }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  async function run() {
    setCheck({ state: 'running' });
    try {
      setCheck({ state: 'done', result: await verifyInBrowser(draw) });
    } catch (err) {
      setCheck({ state: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <div>
      <div className={layout.actions}>
        <Button size="small" color="primary" loading={check.state === 'running'} onClick={() => void run()}>
          {t.verify}
        </Button>
        <a href={ticketFileUrl(draw.period)} download>
          {t.downloadList}
        </a>
      </div>
      {check.state === 'running' ? <p className={layout.label}>{t.verifying}</p> : null}
      {check.state === 'error' ? <p className={styles.verdictBad}>{t.verifyError(check.message)}</p> : null}
      {check.state === 'done' ? <Verdict draw={draw} result={check.result} /> : null}
    </div>
  );
}

function Verdict({ draw, result }: { draw: LotteryDraw; result: Verification }) {
  return (
    <div role="status">
      {result.ok ? (
        <p className={styles.verdictOk}>✓ {t.verified}</p>
      ) : (
        <div className={styles.verdictBad}>
          ✗ {t.failed}
          <ul className={styles.steps}>
            {result.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.compare}>
        <strong>{t.recorded}</strong>
        <strong>{t.recomputed}</strong>
        {Array.from({ length: Math.max(draw.winners.length, result.winners.length) }, (_, i) => (
          <Pair key={i} recorded={draw.winners[i]} recomputed={result.winners[i]} />
        ))}
      </div>
    </div>
  );
}

type WinnerLike = { name: string; number: number } | undefined;

function Pair({ recorded, recomputed }: { recorded: WinnerLike; recomputed: WinnerLike }) {
  const text = (w: WinnerLike) => (w ? `${w.name} ${c.number(w.number)}` : c.none);
  return (
    <>
      <span>{text(recorded)}</span>
      <span>{text(recomputed)}</span>
    </>
  );
}
