import { app as appText } from '@/locales/zh-CN/app';
import styles from './filter-chip.module.css';

type FilterChipProps = {
  label: string;
  /** The chosen value as shown; null when nothing is chosen (the placeholder shows, no clear button). */
  value: string | null;
  placeholder: string;
  onOpen: () => void;
  onClear: () => void;
};

/** A phone filter like 日期 ▾ / 设备 ▾: opens its picker; a chosen value shows with a clear button. */
export function FilterChip({ label, value, placeholder, onOpen, onClear }: FilterChipProps) {
  return (
    <div className={value ? `${styles.chip} ${styles.chipActive}` : styles.chip}>
      <button
        type="button"
        className={styles.chipMain}
        onClick={onOpen}
        aria-label={`${label}：${value ?? placeholder}`}
      >
        <span className={styles.chipLabel}>{label}</span>
        <span className={styles.chipValue}>{value ?? placeholder}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {value ? (
        <button
          type="button"
          className={styles.chipClear}
          onClick={onClear}
          aria-label={`${appText.clear}${label}`}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
