import { describe, expect, it } from 'vitest';
import { actionOptions, actionText, actorText, atText, changeLines, objectText, valueText } from './event';

describe('the changes of an event', () => {
  it('names the fields staff know and keeps the column name of any other', () => {
    const lines = changeLines({
      operation: 'update',
      changes: [
        { field: 'state', before: 'pending', after: 'paying' },
        { field: 'reviewer_id', before: null, after: 1 },
        { field: 'payout_channel', before: 'alipay', after: 'bank' },
      ],
    });
    expect(lines).toEqual([
      { field: 'state', label: '状态', before: 'pending', after: 'paying' },
      { field: 'reviewer_id', label: '审核人', before: '空', after: '1' },
      { field: 'payout_channel', label: 'payout_channel', before: 'alipay', after: 'bank' },
    ]);
  });

  it('shows a new row’s values and a deleted row’s, without the side that is none', () => {
    const changes = [{ field: 'state', before: null, after: 'pending' }];
    expect(changeLines({ operation: 'insert', changes })).toEqual([
      { field: 'state', label: '状态', before: null, after: 'pending' },
    ]);
    const gone = [{ field: 'account', before: 'a@example.com', after: null }];
    expect(changeLines({ operation: 'delete', changes: gone })).toEqual([
      { field: 'account', label: '账号', before: 'a@example.com', after: null },
    ]);
  });

  it('shows null as 空, text as it is (a secret as sent), anything else as JSON', () => {
    expect(valueText(null)).toBe('空');
    expect(valueText(undefined)).toBe('空');
    expect(valueText('***')).toBe('***');
    expect(valueText('')).toBe('');
    expect(valueText(false)).toBe('false');
    expect(valueText(5000)).toBe('5000');
    expect(valueText({ step_up_minutes: 5 })).toBe('{"step_up_minutes":5}');
    expect(valueText(['a', 1])).toBe('["a",1]');
  });
});

describe('an event as the trail shows it', () => {
  it('tells the time to the second in Beijing, whatever the browser’s zone', () => {
    expect(atText('2026-12-01T16:04:05.678Z')).toBe('2026-12-02 00:04:05');
    expect(atText('not a time')).toBe('—');
  });

  it('names the action, else its call; the object by its label and id', () => {
    expect(actionText({ action: '提现审核通过', call: 'POST /api/admin/withdraw-approve' })).toBe(
      '提现审核通过',
    );
    expect(actionText({ action: null, call: 'POST /api/x' })).toBe('POST /api/x');
    expect(objectText({ object: 'withdrawals', object_id: '12' })).toBe('提现 #12');
    expect(objectText({ object: 'some_new_table', object_id: 'k' })).toBe('some_new_table #k');
  });

  it('says the actor by mobile and name', () => {
    expect(actorText({ actor_mobile: '13800000000', actor_name: ' 管理员 ' })).toBe('13800000000 管理员');
    expect(actorText({ actor_mobile: '13800000000', actor_name: '' })).toBe('13800000000');
  });

  it('offers each kind of action by its name, its call when it has none', () => {
    expect(
      actionOptions([
        { call: 'POST /api/admin/param-save', action: '修改平台参数' },
        { call: 'POST /api/x', action: null },
      ]),
    ).toEqual([
      { value: 'POST /api/admin/param-save', label: '修改平台参数', call: 'POST /api/admin/param-save' },
      { value: 'POST /api/x', label: 'POST /api/x', call: 'POST /api/x' },
    ]);
  });
});
