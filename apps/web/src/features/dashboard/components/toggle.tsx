import styles from '@/components/segmented.module.css';

type ToggleProps<T extends string> = {
  /** What the choice is about, for screen readers (按收益 / 按 95 值 …). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** As wide as its container, the options sharing it. */
  block?: boolean;
};

/** A small segmented switch (a radio group of buttons): lighter than a component library's. */
export function Toggle<T extends string>({ label, options, value, onChange, block }: ToggleProps<T>) {
  return (
    <div className={`${styles.track} ${block ? styles.block : ''}`} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={`${styles.option} ${option.value === value ? styles.selected : ''}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
