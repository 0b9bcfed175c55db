import { describe, expect, it } from 'vitest';
import { dayText } from '@/lib/format';
import { monthSeries } from './month';

const GB = 1024 ** 3;
const TB = 1024 ** 4;

const home = {
  monthMoney: [
    { day: '2026-11-01', income_fen: 0 },
    { day: '2026-11-02', income_fen: 8356 },
    { day: '2026-11-03', income_fen: 258048 },
  ],
  monthFlowChart: [
    { day: '2026-11-01', bytes_up: 0 },
    { day: '2026-11-02', bytes_up: 3.5 * TB },
    { day: '2026-11-03', bytes_up: 41.6 * TB },
  ],
};

describe('monthSeries', () => {
  it('draws income in 元 per day and sums the month with two decimals', () => {
    const money = monthSeries(home, 'money');
    expect(money.categories).toEqual(['1日', '2日', '3日']);
    expect(money.values).toEqual([0, 83.56, 2580.48]);
    expect(money.axisName).toBe('元');
    expect(money.total).toBe('本月合计 2664.04 元');
    expect(money.tooltip(2)).toEqual(['11月3日', '收益 2580.48 元']);
    expect(money.empty).toBe(false);
  });

  it('draws flow in TB once a day passes a terabyte, else in GB', () => {
    const flow = monthSeries(home, 'flow');
    expect(flow.axisName).toBe('TB');
    expect(flow.values).toEqual([0, 3.5, 41.6]);
    expect(flow.tooltip(1)).toEqual(['11月2日', '上行流量 3.50 TB']);
    const small = monthSeries(
      { ...home, monthFlowChart: [{ day: '2026-11-01', bytes_up: 512 * GB }] },
      'flow',
    );
    expect(small.axisName).toBe('GB');
    expect(small.values).toEqual([512]);
  });

  it('is empty while no day of the month earned or uploaded anything', () => {
    const none = { monthMoney: [{ day: '2026-11-01', income_fen: 0 }], monthFlowChart: [] };
    expect(monthSeries(none, 'money').empty).toBe(true);
    expect(monthSeries(none, 'flow').empty).toBe(true);
    expect(monthSeries(none, 'money').total).toBe('本月合计 0.00 元');
  });

  it('writes a day the Chinese way', () => {
    expect(dayText('2026-01-09')).toBe('1月9日');
  });
});
