import type { AdminOrder } from '@nodebao/contract';
import { describe, expect, it } from 'vitest';
import {
  canReview,
  confirmQuestion,
  handledLine,
  keywordParam,
  memberLine,
  offlineStateParam,
  orderStateLabel,
  productLine,
} from './offline';

const transfer: NonNullable<AdminOrder['transfer']> = {
  payer_name: '张三',
  remark: 'NB20261122100000ABC123',
  voucher_url: '/api/member/offline-voucher?id=1',
  submitted_at: '2026-11-22T06:00:00.000Z',
  reject_reason: '',
};

describe('the offline payment queue', () => {
  it('opens on 待审核 and keeps a known state from the address', () => {
    expect(offlineStateParam(null)).toBe('reviewing');
    expect(offlineStateParam('all')).toBe('reviewing');
    expect(offlineStateParam('paid')).toBe('paid');
  });

  it('offers confirm and reject only for a submitted voucher under review', () => {
    expect(canReview({ state: 'reviewing', transfer })).toBe(true);
    expect(canReview({ state: 'reviewing', transfer: null })).toBe(false);
    expect(canReview({ state: 'rejected', transfer })).toBe(false);
    expect(canReview({ state: 'paid', transfer })).toBe(false);
  });

  it('formats a row: type × quantity, the member, the state in words', () => {
    expect(productLine({ device_type_name: 'X1 型', quantity: 3 })).toBe('X1 型 × 3');
    expect(memberLine({ member_mobile: '13800000001', member_nickname: ' 小王 ' })).toBe('小王 13800000001');
    expect(memberLine({ member_mobile: '13800000001', member_nickname: '' })).toBe('13800000001');
    expect(orderStateLabel({ state: 'reviewing', state_label: '' })).toBe('凭证审核中');
    expect(orderStateLabel({ state: 'paid', state_label: '已支付' })).toBe('已支付');
  });

  it('says who handled the voucher and when, briefly', () => {
    expect(handledLine({ reviewed_by: null, reviewed_at: null })).toBe('');
    // 16:20 in Beijing, whatever the zone the tests run in.
    const at = '2026-11-23T08:20:00.000Z';
    expect(handledLine({ reviewed_by: '平台运营', reviewed_at: at })).toBe('平台运营 11-23 16:20 处理');
    expect(handledLine({ reviewed_by: null, reviewed_at: at })).toBe('11-23 16:20 处理');
  });

  it('asks before confirming with the amount in 元 and the codes it issues', () => {
    expect(confirmQuestion({ amount: 29_900, quantity: 3 })).toBe(
      '确认已收到 299.00 元？确认后将向会员发放 3 个激活码，且不能撤销。',
    );
  });

  it('sends a trimmed keyword of at most 32 characters, none when blank', () => {
    expect(keywordParam('   ')).toBeUndefined();
    expect(keywordParam(' 138 ')).toBe('138');
    expect(keywordParam('1'.repeat(40))).toHaveLength(32);
  });
});
