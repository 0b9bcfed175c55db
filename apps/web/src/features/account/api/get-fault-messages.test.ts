import type { MemberMessage } from '@nodebao/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { faultListKey, isFaultListKey, snOfMessage, type FaultPage } from './get-fault-messages';
import { markPagesRead } from './mark-messages-read';

function message(id: number, isRead = false): MemberMessage {
  return {
    id,
    type: 'fault',
    title: `设备 NB20260000${id} 已离线`,
    content: `设备 NB20260000${id} 已超过 10 分钟未上报，最后上报时间 2026-11-22 20:10（北京时间）。`,
    device_id: id,
    is_read: isRead,
    read_at: isRead ? '2026-11-22T12:00:00.000Z' : null,
    created_at: '2026-11-22T12:20:00.000Z',
  };
}

describe('snOfMessage', () => {
  it('reads the SN the server writes into a fault message', () => {
    expect(snOfMessage(message(78))).toBe('NB2026000078');
    expect(snOfMessage({ title: '设备已恢复在线', content: '设备 AB-1234-XY 已于 20:15 恢复上报' })).toBe(
      'AB-1234-XY',
    );
  });

  it('gives null when the text names no device', () => {
    expect(snOfMessage({ title: '系统维护通知', content: '今晚 23:00 维护' })).toBeNull();
  });
});

describe('markPagesRead', () => {
  const data: InfiniteData<FaultPage, number> = {
    pages: [
      {
        list: [message(1), message(2, true)],
        pages: { page: 1, pageSize: 2, totalCount: 4, pageCount: 2 },
        unread: 3,
      },
      {
        list: [message(3), message(4)],
        pages: { page: 2, pageSize: 2, totalCount: 4, pageCount: 2 },
        unread: 3,
      },
    ],
    pageParams: [1, 2],
  };
  const at = '2026-11-23T01:00:00.000Z';

  it('marks every loaded message read and clears the count when no ids are given', () => {
    const next = markPagesRead(data, undefined, at);
    expect(next?.pages.flatMap((p) => p.list.map((m) => m.is_read))).toEqual([true, true, true, true]);
    expect(next?.pages.map((p) => p.unread)).toEqual([0, 0]);
    expect(next?.pages[0]?.list[0]?.read_at).toBe(at);
    // A message read before keeps its own time.
    expect(next?.pages[0]?.list[1]?.read_at).toBe('2026-11-22T12:00:00.000Z');
  });

  it('marks only the given ids and lowers the count by those that were unread', () => {
    const next = markPagesRead(data, [2, 3], at);
    expect(next?.pages.flatMap((p) => p.list.map((m) => m.is_read))).toEqual([false, true, true, false]);
    expect(next?.pages.map((p) => p.unread)).toEqual([2, 2]);
  });
});

describe('isFaultListKey', () => {
  it('tells the fault list apart from the other message queries', () => {
    expect(isFaultListKey(faultListKey)).toBe(true);
    expect(isFaultListKey(['member', 'message', 'fault', 'unread'])).toBe(false);
  });
});
