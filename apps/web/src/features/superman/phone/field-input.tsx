import { Input, Radio, Space, TextArea } from 'antd-mobile';
import { supermanText } from '@/locales/zh-CN/superman';
import type { ParamFieldSpec } from '../lib/params';

const t = supermanText.params;

type FieldInputProps = { spec: ParamFieldSpec; value?: string; onChange?: (value: string) => void };

/** A field's box: a numeric keypad for amounts and rates, the contract's length for texts. */
export function FieldInput({ spec, ...props }: FieldInputProps) {
  const placeholders: Record<string, string | undefined> = t.placeholders;
  if (spec.kind === 'yesno') {
    return (
      <Radio.Group value={props.value} onChange={(v) => props.onChange?.(String(v))}>
        <Space>
          <Radio value="yes">{t.yes}</Radio>
          <Radio value="no">{t.no}</Radio>
        </Space>
      </Radio.Group>
    );
  }
  if (spec.kind === 'prizes') {
    return <TextArea {...props} placeholder={t.placeholders.prizes} rows={3} autoSize maxLength={400} />;
  }
  // Names and notes longer than a line wrap instead of scrolling out of sight.
  if (spec.kind === 'text' && (spec.maxLength ?? 0) > 40) {
    return (
      <TextArea
        {...props}
        placeholder={placeholders[spec.name]}
        maxLength={spec.maxLength}
        rows={1}
        autoSize
      />
    );
  }
  if (spec.kind === 'text') {
    return (
      <Input
        {...props}
        placeholder={placeholders[spec.name]}
        maxLength={spec.maxLength}
        clearable
        autoComplete="off"
      />
    );
  }
  return (
    <Input
      {...props}
      inputMode={spec.kind === 'fen' || spec.kind === 'count' ? 'numeric' : 'decimal'}
      placeholder={placeholders[spec.kind]}
      maxLength={spec.kind === 'fen' ? 7 : spec.kind === 'count' ? 9 : 16}
    />
  );
}
