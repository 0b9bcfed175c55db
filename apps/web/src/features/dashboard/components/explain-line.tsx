import { Link } from 'react-router';
import { explanationPath, useIncomeExplanation } from '@/features/income/api/get-income-explanation';
import { explainEntryText } from '@/locales/zh-CN/income-explain-entry';
import styles from './income.module.css';

/**
 * "比前 7 日中位数少 ¥12.30（-15%） 查看原因 ›" under 昨日收益 when the day moved notably (issue 50 §1).
 * Asked for only once main2 has drawn the card (this mounts inside it), and never in its way: nothing
 * shows while it loads, when it fails or when the change is small.
 */
export function ExplainLine({ day }: { day: string }) {
  const { data } = useIncomeExplanation({ day });
  if (!data?.notable) return null;
  return (
    <Link
      className={`${styles.explain} ${data.change_fen < 0 ? styles.explainLoss : styles.explainGain}`}
      to={explanationPath({ day })}
    >
      <span>{explainEntryText.home.line(data.baseline_days.length, data.change_fen, data.change_ratio)}</span>
      <small>{explainEntryText.home.more}</small>
    </Link>
  );
}
