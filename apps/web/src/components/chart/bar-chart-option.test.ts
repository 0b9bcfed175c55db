import { describe, expect, it } from 'vitest';
import { axisNumber, barChartOption, defaultLabelEvery } from './bar-chart-option';
import type { BarChartProps } from './bar-chart-types';

const props: BarChartProps = {
  categories: ['1日', '2日', '3日'],
  values: [12.5, 0, 30],
  axisName: '元',
  tooltip: (i) => [`11月${i + 1}日`, `<收益> ${i}`],
  ariaLabel: '',
};

function bars(p: BarChartProps) {
  const option = barChartOption(p);
  const list = Array.isArray(option.series) ? option.series : [option.series];
  const bar = list[0];
  if (!bar || bar.type !== 'bar') throw new Error('no bar series');
  return bar;
}

describe('barChartOption', () => {
  it('plots one bar per category with the values given', () => {
    const data = bars(props).data as { value: number }[];
    expect(data.map((d) => d.value)).toEqual([12.5, 0, 30]);
  });

  it('draws the highlighted bar strong and the others soft', () => {
    const data = bars({ ...props, highlight: 2 }).data as { itemStyle: { color: string } }[];
    expect(data.map((d) => d.itemStyle.color)).toEqual(['#91caff', '#91caff', '#1677ff']);
  });

  it('draws every bar strong when none is highlighted', () => {
    const data = bars(props).data as { itemStyle: { color: string } }[];
    expect(new Set(data.map((d) => d.itemStyle.color))).toEqual(new Set(['#1677ff']));
  });

  it('escapes the tooltip lines and bolds the figures', () => {
    const option = barChartOption(props);
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter as (p: unknown) => string;
    expect(formatter([{ dataIndex: 1 }])).toBe('11月2日<br/><b>&#60;收益&#62; 1</b>');
  });

  it('keeps about six x labels', () => {
    expect(defaultLabelEvery(30)).toBe(5);
    expect(defaultLabelEvery(7)).toBe(2);
    expect(defaultLabelEvery(3)).toBe(1);
    expect(defaultLabelEvery(0)).toBe(1);
  });

  it('writes axis numbers short enough for a phone', () => {
    expect(axisNumber(8000)).toBe('8,000');
    expect(axisNumber(25_000)).toBe('2.5万');
    expect(axisNumber(12.5)).toBe('12.5');
  });
});
