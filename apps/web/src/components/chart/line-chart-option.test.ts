import { describe, expect, it } from 'vitest';
import { lineChartOption } from './line-chart-option';
import type { LineChartProps, RatePoint } from './types';

const labels = { series: '上行', value95: '95 值', peak: '峰值' };

function day(rate: (i: number) => number): RatePoint[] {
  return Array.from({ length: 288 }, (_, i) => ({
    time: `${String(Math.floor((i * 5) / 60)).padStart(2, '0')}:${String((i * 5) % 60).padStart(2, '0')}`,
    kbps: rate(i),
  }));
}

function series(props: LineChartProps) {
  const option = lineChartOption(props);
  const list = Array.isArray(option.series) ? option.series : [option.series];
  const line = list[0];
  if (!line || line.type !== 'line') throw new Error('no line series');
  return line;
}

describe('lineChartOption', () => {
  const points = day((i) => 1_000_000 + i * 1_000);

  it('plots kbps as Mbps over the day', () => {
    const line = series({ points, labels, ariaLabel: '' });
    expect(line.data).toHaveLength(288);
    expect(line.data?.[0]).toBe(1000);
    expect(line.data?.[287]).toBe(1287);
  });

  it('draws the 95 值 line at its Mbps with a one-decimal label', () => {
    const line = series({ points, labels, value95Kbps: 1_273_450, ariaLabel: '' });
    const [value95] = line.markLine?.data ?? [];
    expect(value95).toMatchObject({ yAxis: 1273.45, label: { formatter: '95 值 1,273.5' } });
  });

  it('puts the 95 值 label at the end of the day away from the peak', () => {
    const position = (peak: RatePoint | undefined) => {
      const [value95] =
        series({ points, labels, value95Kbps: 1_000_000, peak, ariaLabel: '' }).markLine?.data ?? [];
      return (value95 as { label?: { position?: string } }).label?.position;
    };
    expect(position(points[280])).toBe('insideStartTop');
    expect(position(points[10])).toBe('insideEndTop');
    expect(position(undefined)).toBe('insideEndTop');
  });

  it('marks the peak with a drop line from the axis to the point, its label kept inside', () => {
    const peak = points[287];
    const line = series({ points, labels, peak, ariaLabel: '' });
    const mark = line.markLine?.data?.[0];
    expect(Array.isArray(mark)).toBe(true);
    expect(mark).toMatchObject([
      { coord: ['23:55', 0] },
      { coord: ['23:55', 1287], symbol: 'circle', label: { formatter: '峰值 1,287.0', align: 'right' } },
    ]);
  });

  it('leaves out the marks of an empty day', () => {
    const zero = day(() => 0);
    const line = series({ points: zero, labels, value95Kbps: 0, peak: zero[0], ariaLabel: '' });
    expect(line.markLine?.data).toEqual([]);
  });

  it('shows one time label every four hours', () => {
    const option = lineChartOption({ points, labels, ariaLabel: '' });
    const xAxis = Array.isArray(option.xAxis) ? option.xAxis[0] : option.xAxis;
    const interval = (xAxis?.axisLabel as { interval: (i: number) => boolean }).interval;
    const shown = points.filter((_, i) => interval(i)).map((p) => p.time);
    expect(shown).toEqual(['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']);
  });

  it('writes the tooltip in Mbps with the bucket time', () => {
    const option = lineChartOption({ points, labels, ariaLabel: '' });
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter as (p: unknown) => string;
    expect(formatter([{ dataIndex: 12 }])).toBe('01:00<br/>上行 <b>1,012.0</b> Mbps');
  });
});
