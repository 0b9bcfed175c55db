import { memo, useState } from 'react';
import { Link } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { explainText as t } from '@/locales/zh-CN/income-explain';
import type { ExplainBox, Explanation } from '../api/get-income-explanation';
import { causeRows, toneOf, type CauseRow } from '../lib/explain';
import { signedYuan } from '../lib/format';
import styles from './explain.module.css';

type BoxPath = (deviceId: number, name: string) => string;

/**
 * 原因拆分: each cause that moved the day's income (and 其他, always) with its 元, its share of the
 * change and a bar; a cause that names boxes opens them — cards on a phone, a table on a desktop.
 */
export function ExplainCauses({ explanation, boxPath }: { explanation: Explanation; boxPath: BoxPath }) {
  const rows = causeRows(explanation);
  return (
    <section className={styles.card} aria-label={t.causesTitle}>
      <h3 className={styles.cardTitle}>{t.causesTitle}</h3>
      <p className={styles.cardNote}>{t.causesNote}</p>
      <ul className={styles.causes}>
        {rows.map((row) => (
          <CauseItem key={row.cause} row={row} boxPath={boxPath} />
        ))}
      </ul>
    </section>
  );
}

const CauseItem = memo(function CauseItem({ row, boxPath }: { row: CauseRow; boxPath: BoxPath }) {
  const [open, setOpen] = useState(false);
  const canOpen = row.boxes.length > 0;
  const figures = (
    <>
      <span className={styles.causeName}>
        {row.name}
        {row.boxCount > 0 ? <small className={styles.muted}>{t.boxCount(row.boxCount)}</small> : null}
      </span>
      <span className={`${styles.causeYuan} ${styles[row.tone]}`}>{row.yuan}</span>
    </>
  );
  return (
    <li className={styles.cause}>
      {canOpen ? (
        <button
          type="button"
          className={styles.causeHead}
          aria-expanded={open}
          aria-label={`${row.name} ${row.yuan}，${open ? t.hideBoxes : t.showBoxes}`}
          onClick={() => setOpen((was) => !was)}
        >
          {figures}
          <span
            className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
            aria-hidden="true"
          >
            ›
          </span>
        </button>
      ) : (
        <div className={styles.causeHead}>
          {figures}
          {/* Keeps the amounts of every row in one column. */}
          <span className={styles.chevron} aria-hidden="true" />
        </div>
      )}
      <div className={styles.shareRow}>
        <span className={styles.bar}>
          <span className={`${styles.fill} ${styles[`${row.tone}Fill`]}`} style={{ width: `${row.bar}%` }} />
        </span>
        {row.share ? <span className={styles.shareText}>{row.share}</span> : null}
      </div>
      {row.note ? <p className={styles.causeNote}>{row.note}</p> : null}
      {open ? <Boxes row={row} boxPath={boxPath} /> : null}
    </li>
  );
});

function Boxes({ row, boxPath }: { row: CauseRow; boxPath: BoxPath }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const more =
    row.boxCount > row.boxes.length ? (
      <p className={styles.cardNote}>{t.boxesShown(row.boxes.length, row.boxCount)}</p>
    ) : null;
  if (desktop) {
    return (
      <>
        <table className={styles.boxTable}>
          <thead>
            <tr>
              <th scope="col">{t.boxColumns.device}</th>
              <th scope="col">{t.boxColumns.detail}</th>
              <th scope="col" className={styles.right}>
                {t.boxColumns.fen}
              </th>
            </tr>
          </thead>
          <tbody>
            {row.boxes.map((box) => (
              <tr key={box.device_id}>
                <td>
                  <BoxLink box={box} boxPath={boxPath} />
                </td>
                <td>{box.detail}</td>
                <td className={`${styles.right} ${styles[toneOf(box.fen)]}`}>{signedYuan(box.fen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {more}
      </>
    );
  }
  return (
    <>
      <ul className={styles.boxes}>
        {row.boxes.map((box) => (
          <li key={box.device_id} className={styles.box}>
            <div className={styles.boxHead}>
              <BoxLink box={box} boxPath={boxPath} />
              <span className={styles[toneOf(box.fen)]}>{signedYuan(box.fen)}</span>
            </div>
            {box.detail ? <p className={styles.boxDetail}>{box.detail}</p> : null}
          </li>
        ))}
      </ul>
      {more}
    </>
  );
}

/** The box's SN and name, opening its own diagnosis of the day. */
function BoxLink({ box, boxPath }: { box: ExplainBox; boxPath: BoxPath }) {
  return (
    <Link
      className={styles.boxLink}
      to={boxPath(box.device_id, box.name || box.sn)}
      aria-label={t.boxAria(box.sn)}
    >
      <span className={styles.mono}>{box.sn}</span>
      {box.name ? <span className={styles.muted}>{box.name}</span> : null}
    </Link>
  );
}
