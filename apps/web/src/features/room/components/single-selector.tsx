import { Selector, type SelectorOption } from 'antd-mobile';

type SingleSelectorProps<V extends string> = {
  value?: V;
  onChange?: (value: V) => void;
  options: SelectorOption<V>[];
  columns?: number;
  className?: string;
};

/**
 * antd-mobile's Selector for a required single choice, as a form field of one value (not an array).
 * Tapping the chosen option again keeps it: a required setting cannot be emptied.
 */
export function SingleSelector<V extends string>({
  value,
  onChange,
  options,
  columns,
  className,
}: SingleSelectorProps<V>) {
  return (
    <Selector<V>
      className={className}
      columns={columns}
      options={options}
      value={value === undefined ? [] : [value]}
      onChange={(values) => {
        const next = values[0];
        if (next !== undefined) onChange?.(next);
      }}
    />
  );
}
