import { describe, expect, it } from 'vitest';
import { explainText } from '@/locales/zh-CN/income-explain';
import { explainEntryText } from '@/locales/zh-CN/income-explain-entry';
import type { Explanation, ExplainPart } from '../api/get-income-explanation';
import { causeRow, causeRows, changeText, ratioText, readExplainAddress } from './explain';

function part(
  cause: ExplainPart['cause'],
  fen: number,
  share: number | null,
  extra: Partial<ExplainPart> = {},
) {
  return { cause, fen, share, box_count: 0, boxes: [], detail: null, ...extra } satisfies ExplainPart;
}

const box = { device_id: 11, sn: 'NB0011', name: '客厅', fen: -900, detail: '少在线 5.5 小时' };

function explanation(parts: ExplainPart[], change: number, ratio: number | null): Explanation {
  return {
    scope: 'member',
    day: '2026-11-21',
    baseline_days: ['2026-11-20', '2026-11-19', '2026-11-18'],
    income_fen: 10_000 + change,
    baseline_fen: 10_000,
    change_fen: change,
    change_ratio: ratio,
    notable: true,
    parts,
    members: [],
  };
}

describe('a cause of 收益诊断 as a row', () => {
  it('writes a loss in signed 元 with its share of the change and a bar as long as the share', () => {
    const row = causeRow(part('offline', -1230, 0.8, { box_count: 3, boxes: [box] }));
    expect(row).toMatchObject({
      name: '设备离线',
      yuan: '-12.30',
      tone: 'loss',
      share: '占变化 80%',
      bar: 80,
      note: null,
      boxCount: 3,
    });
    expect(row.boxes).toEqual([box]);
  });

  it('signs a gain, and a part against the change keeps its minus in the share; the bar stops at 100', () => {
    expect(causeRow(part('arrived', 450, -0.25))).toMatchObject({
      yuan: '+4.50',
      tone: 'gain',
      share: '占变化 -25%',
      bar: 25,
    });
    expect(causeRow(part('offline', -3000, 1.5)).bar).toBe(100);
  });

  it('gives 其他 its explanation and a price change its before and after', () => {
    expect(causeRow(part('other', -1, 0.001)).note).toBe(explainText.otherNote);
    expect(causeRow(part('price', -200, 0.2, { detail: '电信 30 → 28 分/Mbps/天' })).note).toBe(
      '电信 30 → 28 分/Mbps/天',
    );
  });

  it('has no share when the income did not change', () => {
    expect(causeRow(part('other', 0, null))).toMatchObject({
      yuan: '0.00',
      tone: 'flat',
      share: null,
      bar: 0,
    });
  });

  it('lists the causes that moved the income and 其他 always, in the order sent', () => {
    const rows = causeRows(
      explanation([part('offline', -1000, 1), part('line_fault', 0, 0), part('other', 0, 0)], -1000, -0.1),
    );
    expect(rows.map((r) => r.cause)).toEqual(['offline', 'other']);
  });
});

describe('the change of the day', () => {
  it('writes a ratio as a signed percentage without a trailing .0', () => {
    expect(ratioText(-0.15)).toBe('-15%');
    expect(ratioText(0.0824)).toBe('+8.2%');
    expect(ratioText(0)).toBe('0%');
    expect(ratioText(null)).toBeNull();
  });

  it('says the change in 元 and per cent, or in 元 alone when the baseline was 0', () => {
    expect(changeText(explanation([], -1230, -0.123))).toBe('-12.30 元（-12.3%）');
    expect(changeText(explanation([], 500, null))).toBe('+5.00 元');
  });

  it('says on the home how far the day is from the median', () => {
    expect(explainEntryText.home.line(7, -1230, -0.15)).toBe('比前 7 日中位数少 ¥12.30（-15%）');
    expect(explainEntryText.home.line(5, 2000, 0.2)).toBe('比前 5 日中位数多 ¥20.00（+20%）');
  });
});

describe('the address of /income/explain', () => {
  const now = Date.parse('2026-11-22T04:00:00Z'); // 12:00 in Beijing

  it('reads a past day, a member, a box and the name of the header', () => {
    const params = new URLSearchParams('day=2026-11-20&member_id=5&device_id=11&name=张三');
    expect(readExplainAddress(params, now)).toEqual({
      day: '2026-11-20',
      memberId: 5,
      deviceId: 11,
      name: '张三',
    });
  });

  it('asks for the newest settled day when the day is today, in the future or not a day', () => {
    for (const day of ['2026-11-22', '2026-12-01', '2026-02-30', 'x']) {
      expect(readExplainAddress(new URLSearchParams({ day }), now).day).toBeUndefined();
    }
    expect(readExplainAddress(new URLSearchParams('member_id=-3&device_id=abc'), now)).toMatchObject({
      memberId: 0,
      deviceId: 0,
    });
  });
});
