import { describe, expect, it } from 'vitest';
import type { RoomOption, Template } from '../types';
import {
  formValuesOf,
  limitRules,
  lineCountRules,
  NEW_TEMPLATE,
  parseLimit,
  roomsUsing,
  settingsSummary,
  toTemplateRequest,
} from './template-form';

const template: Template = {
  id: 7,
  name: '电信四线',
  dial_mode: 'pppoe',
  line_count: 4,
  up_limit_mbps: 0,
  down_limit_mbps: 100,
  business_type: 'vod',
  cache_disk_policy: 'ssd',
  room_count: 2,
  owner_id: 2,
  owner_mobile: '13800000002',
  created_at: '2026-01-01T00:00:00.000Z',
};

function room(id: number, templateId: number | null): RoomOption {
  return { id, name: `机房${id}`, template_id: templateId, template_name: null, device_count: 0 };
}

async function passes(
  rules: Array<{ validator: (r: unknown, v: unknown) => Promise<void> }>,
  value: unknown,
) {
  try {
    for (const rule of rules) await rule.validator({}, value);
    return true;
  } catch {
    return false;
  }
}

describe('toTemplateRequest', () => {
  it('maps a new template: trimmed name, numbers parsed, no id and no room_ids when none picked', () => {
    expect(
      toTemplateRequest({
        ...NEW_TEMPLATE,
        name: '  默认模板 ',
        up_limit_mbps: ' 200 ',
        down_limit_mbps: '',
      }),
    ).toEqual({
      name: '默认模板',
      dial_mode: 'pppoe',
      line_count: 1,
      up_limit_mbps: 200,
      down_limit_mbps: 0,
      business_type: 'pcdn',
      cache_disk_policy: 'auto',
    });
  });

  it('sends the id of the template being edited', () => {
    expect(toTemplateRequest(formValuesOf(template), { id: 7 })).toMatchObject({
      id: 7,
      name: '电信四线',
      line_count: 4,
      up_limit_mbps: 0,
      down_limit_mbps: 100,
      business_type: 'vod',
      cache_disk_policy: 'ssd',
    });
  });

  it('sends the rooms picked plus those already using the template, once each, in order', () => {
    const values = { ...formValuesOf(template), room_ids: [9, 3] };
    expect(toTemplateRequest(values, { id: 7, roomsInUse: [3, 5] }).room_ids).toEqual([3, 5, 9]);
  });

  it('sends the rooms in use even when nothing new is picked, so their boxes get the edit', () => {
    expect(toTemplateRequest(formValuesOf(template), { id: 7, roomsInUse: [5] }).room_ids).toEqual([5]);
  });
});

describe('formValuesOf', () => {
  it('shows bandwidths as text and starts with no extra rooms', () => {
    expect(formValuesOf(template)).toEqual({
      name: '电信四线',
      dial_mode: 'pppoe',
      line_count: 4,
      up_limit_mbps: '0',
      down_limit_mbps: '100',
      business_type: 'vod',
      cache_disk_policy: 'ssd',
      room_ids: [],
    });
  });
});

describe('roomsUsing', () => {
  it('lists the rooms whose template is this one', () => {
    expect(roomsUsing([room(1, 7), room(2, null), room(3, 8), room(4, 7)], 7)).toEqual([1, 4]);
  });

  it('is empty for a new template', () => {
    expect(roomsUsing([room(1, null)], null)).toEqual([]);
  });
});

describe('validation', () => {
  it('parses bandwidth limits: digits only, 0 to 1,000,000, empty meaning 0', () => {
    expect(parseLimit('')).toBe(0);
    expect(parseLimit('1000000')).toBe(1_000_000);
    expect(parseLimit('1000001')).toBeNull();
    expect(parseLimit('-1')).toBeNull();
    expect(parseLimit('1.5')).toBeNull();
    expect(parseLimit('1e3')).toBeNull();
  });

  it('accepts 1–64 lines and refuses anything else with a Chinese message', async () => {
    expect(await passes(lineCountRules, 1)).toBe(true);
    expect(await passes(lineCountRules, 64)).toBe(true);
    expect(await passes(lineCountRules, 0)).toBe(false);
    expect(await passes(lineCountRules, 65)).toBe(false);
    expect(await passes(lineCountRules, 2.5)).toBe(false);
    await expect(lineCountRules[0]?.validator({}, null)).rejects.toThrow('请输入线路数');
    await expect(lineCountRules[0]?.validator({}, 65)).rejects.toThrow('线路数为 1–64 的整数');
  });

  it('refuses a bandwidth that is not a whole number of Mbps', async () => {
    expect(await passes(limitRules, '100')).toBe(true);
    expect(await passes(limitRules, '')).toBe(true);
    await expect(limitRules[0]?.validator({}, 'abc')).rejects.toThrow(
      '请输入 0–1000000 的整数（0 表示不限）',
    );
  });
});

describe('settingsSummary', () => {
  it('reads the settings in Chinese, 0 as 不限', () => {
    expect(settingsSummary(template)).toEqual([
      'PPPoE 拨号 · 4 条线路',
      '上行 不限 · 下行 100 Mbps',
      '点播加速 · 缓存盘策略 仅 SSD',
    ]);
  });
});
