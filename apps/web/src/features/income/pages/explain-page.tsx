import { Button, DatePicker, ErrorBlock } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { pickerOldest } from '@/lib/time';
import { incomeText } from '@/locales/zh-CN/income';
import { explainText as t } from '@/locales/zh-CN/income-explain';
import type { Explanation } from '../api/get-income-explanation';
import { ExplainCauses } from '../components/explain-causes';
import { useExplainView, type ExplainView } from '../hooks/use-explain-view';
import { addDays, beijingToday, dayLabel } from '../lib/calendar';
import { changeText, toneOf } from '../lib/explain';
import { formatYuan, signedYuan } from '../lib/format';
import { PhoneStepArrows } from '../phone/step-arrows';
import styles from '../components/explain.module.css';

const OLDEST = () => pickerOldest(3);

/**
 * /income/explain (收益诊断), phone and desktop in one view: a settled day's income against the median
 * of the settled days before it, the change split into its causes (each opening the boxes that moved
 * it), and for a fleet the members that moved it most. ?day= (none: the newest settled day),
 * ?member_id= (an operator's member), ?device_id= (one box), ?name= (what the header calls them).
 */
export default function ExplainPage() {
  const view = useExplainView();
  const [picking, setPicking] = useState(false);
  const yesterday = addDays(beijingToday(), -1);
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <span className={styles.scope}>{scopeText(view)}</span>
          <PhoneStepArrows
            className={styles.dayBar}
            arrowClassName={styles.dayArrow}
            labels={incomeText.day}
            atEnd={view.atEnd}
            onStep={view.step}
          >
            <button type="button" className={styles.dayPick} onClick={() => setPicking(true)}>
              {view.day ? dayLabel(view.day) : t.newestDay} <span aria-hidden="true">▾</span>
            </button>
          </PhoneStepArrows>
        </header>
        <ExplainBody view={view} />
      </div>
      <DatePicker
        visible={picking}
        title={incomeText.day.pick}
        precision="day"
        min={OLDEST()}
        max={dayjs(yesterday).toDate()}
        value={dayjs(view.day ?? yesterday).toDate()}
        onClose={() => setPicking(false)}
        onConfirm={(date) => view.setDay(dayjs(date).format('YYYY-MM-DD'))}
        cancelText={incomeText.common.cancel}
        confirmText={incomeText.common.ok}
      />
    </div>
  );
}

/** 我的 / 会员 … / 设备 … / 整个团队. */
function scopeText({ address, query }: ExplainView): string {
  if (address.deviceId) return t.scope.device(address.name || `#${address.deviceId}`);
  if (address.memberId) return t.scope.member(address.name || `#${address.memberId}`);
  return query.data?.scope === 'fleet' ? t.scope.fleet : t.scope.mine;
}

function ExplainBody({ view }: { view: ExplainView }) {
  const { refusal, address } = view;
  if (refusal) {
    const settling = refusal === 'not-settled';
    return (
      <section className={`${styles.card} ${styles.state}`}>
        <ErrorBlock
          status="empty"
          title={settling ? t.states.notSettledTitle : t.states.noHistoryTitle}
          description={settling ? t.states.notSettled : t.states.noHistory}
        >
          {address.day ? (
            <Button color="primary" fill="outline" onClick={() => view.setDay(undefined)}>
              {t.states.toNewest}
            </Button>
          ) : null}
        </ErrorBlock>
      </section>
    );
  }
  return (
    <QueryState query={view.query} lines={8}>
      {(explanation) => <ExplainContent explanation={explanation} view={view} />}
    </QueryState>
  );
}

function ExplainContent({ explanation, view }: { explanation: Explanation; view: ExplainView }) {
  const members = explanation.scope === 'fleet' ? explanation.members : [];
  return (
    <div className={members.length > 0 ? styles.columns : styles.column}>
      <Summary explanation={explanation} />
      <ExplainCauses explanation={explanation} boxPath={view.boxPath} />
      {members.length > 0 ? (
        <section className={styles.card} aria-label={t.membersTitle}>
          <h3 className={styles.cardTitle}>{t.membersTitle}</h3>
          <p className={styles.cardNote}>{t.membersNote}</p>
          <ol className={styles.members}>
            {members.map((m) => {
              const name = m.name || m.mobile;
              return (
                <li key={m.member_id}>
                  <Link
                    className={styles.member}
                    to={view.memberPath(m.member_id, name)}
                    aria-label={t.memberAria(name)}
                  >
                    <span className={styles.memberWho}>
                      <span className={styles.memberName}>{name}</span>
                      {m.name && m.mobile ? <span className={styles.muted}>{m.mobile}</span> : null}
                    </span>
                    <span className={styles[toneOf(m.fen)]}>{signedYuan(m.fen)}</span>
                    <span className={styles.chevron} aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

/** 当日收益 against 前 N 个结算日中位数, and the change in 元 and per cent. */
function Summary({ explanation }: { explanation: Explanation }) {
  const days = explanation.baseline_days;
  const newest = days[0];
  const oldest = days.at(-1);
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-label={t.summary.title}>
      <dl className={styles.figures}>
        <div>
          <dt>{t.summary.income}</dt>
          <dd className={styles.figure}>{formatYuan(explanation.income_fen)}</dd>
        </div>
        <div>
          <dt>{t.summary.baseline(days.length)}</dt>
          <dd className={styles.figure}>{formatYuan(explanation.baseline_fen)}</dd>
        </div>
        <div className={styles.changeFigure}>
          <dt>{t.summary.change}</dt>
          <dd className={`${styles.figure} ${styles[toneOf(explanation.change_fen)]}`}>
            {explanation.change_fen === 0 ? t.summary.unchanged : changeText(explanation)}
          </dd>
        </div>
      </dl>
      {newest && oldest ? <p className={styles.cardNote}>{t.summary.baselineDays(oldest, newest)}</p> : null}
    </section>
  );
}
