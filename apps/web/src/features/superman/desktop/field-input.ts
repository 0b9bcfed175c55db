import type { InputProps } from 'antd';
import { supermanText } from '@/locales/zh-CN/superman';
import { unitOf, type ParamFieldSpec } from '../lib/params';
import styles from './params.module.css';

const t = supermanText.params;

/** The box for a field: its unit after it, a numeric keypad for amounts, the contract's length. */
export function fieldInputProps(spec: ParamFieldSpec): InputProps {
  const placeholder = t.placeholders[spec.name as keyof typeof t.placeholders];
  switch (spec.kind) {
    case 'yuan':
      return {
        className: styles.number,
        suffix: t.units.yuan,
        inputMode: 'decimal',
        placeholder: t.placeholders.yuan,
        maxLength: 16,
      };
    case 'percent':
      return {
        className: styles.number,
        suffix: t.units.percent,
        inputMode: 'decimal',
        placeholder: t.placeholders.percent,
        maxLength: 8,
      };
    case 'fen':
      return {
        className: styles.number,
        suffix: t.units.ispPrice,
        inputMode: 'numeric',
        placeholder: t.placeholders.fen,
        maxLength: 7,
      };
    case 'count':
      return {
        className: styles.number,
        suffix: unitOf(spec),
        inputMode: 'numeric',
        placeholder: t.placeholders.count,
        maxLength: 9,
      };
    default:
      return { placeholder, maxLength: spec.maxLength, allowClear: true, autoComplete: 'off' };
  }
}
