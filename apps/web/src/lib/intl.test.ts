import { describe, expect, it } from 'vitest';
import { nameCompare, numberFormat } from './intl';

describe('number formats and collators made on first use', () => {
  it('formats as Intl.NumberFormat in zh-CN does, with the options given', () => {
    const oneDecimal = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(oneDecimal(5074.4263)).toBe('5,074.4');
    expect(oneDecimal(0)).toBe('0.0');
    expect(numberFormat({ notation: 'compact', maximumFractionDigits: 1 })(25_000)).toBe('2.5万');
  });

  it('orders Chinese names by pinyin', () => {
    const names = ['张三', '李四', '王五', '阿明'];
    expect([...names].sort(nameCompare())).toEqual(['阿明', '李四', '王五', '张三']);
  });
});
