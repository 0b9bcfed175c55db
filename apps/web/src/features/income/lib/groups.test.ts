import { describe, expect, it } from 'vitest';
import { groupsOf, sortGroups, type IncomeDataLike } from './groups';

const data: IncomeDataLike = {
  member_data: [
    {
      member_id: 3,
      mobile: '13800000001',
      name: '演示会员',
      devices: 80,
      income_fen: 259_776,
      value95_kbps: 8_660_478,
    },
    {
      member_id: 5,
      mobile: '13800000004',
      name: '',
      devices: 40,
      income_fen: 125_306,
      value95_kbps: 4_476_002,
    },
  ],
  room_data: [
    { room_id: 1, name: '杭州电信一号机房', devices: 93, income_fen: 302_284, value95_kbps: 10_077_594 },
    { room_id: null, name: '未上架', devices: 16, income_fen: 31_620, value95_kbps: 1_437_587 },
  ],
  tag_data: [
    { tag_id: null, name: '未分组', devices: 120, income_fen: 367_770, value95_kbps: 13_343_621 },
    { tag_id: 2, name: '公司', devices: 27, income_fen: 96_198, value95_kbps: 3_207_055 },
  ],
};

describe('income groups', () => {
  it('gives members their id (for the link) and the mobile when they have no name', () => {
    const members = groupsOf(data, 'member');
    expect(members.map((g) => [g.key, g.name, g.memberId])).toEqual([
      ['m3', '演示会员', 3],
      ['m5', '13800000004', 5],
    ]);
  });

  it('keys the unplaced and untagged apart from real rooms and tags', () => {
    expect(groupsOf(data, 'room').map((g) => g.key)).toEqual(['r1', 'rnone']);
    expect(groupsOf(data, 'tag').map((g) => [g.key, g.memberId])).toEqual([
      ['tnone', undefined],
      ['t2', undefined],
    ]);
  });

  it('sorts by a figure either way, and by name in Chinese order', () => {
    const tags = groupsOf(data, 'tag');
    expect(sortGroups(tags, 'income', 'asc').map((g) => g.name)).toEqual(['公司', '未分组']);
    expect(sortGroups(tags, 'devices', 'desc').map((g) => g.name)).toEqual(['未分组', '公司']);
    expect(sortGroups(tags, 'name', 'asc').map((g) => g.name)).toEqual(['公司', '未分组']);
  });

  it('does not change the list it sorts', () => {
    const rooms = groupsOf(data, 'room');
    sortGroups(rooms, 'income', 'asc');
    expect(rooms[0]?.key).toBe('r1');
  });
});
