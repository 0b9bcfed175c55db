import { describe, expect, it } from 'vitest';
import {
  DESKTOP_ORDER_COLORS,
  MOBILE_ORDER_COLORS,
  orderLink,
  orderNoParam,
  orderPollInterval,
  orderStateLabel,
} from './states';

const NO = 'NB20260101120000ABC123';

describe('an order state', () => {
  it('has its Chinese label and a colour on phones and desktops', () => {
    expect(orderStateLabel('pending')).toBe('待支付');
    expect(orderStateLabel('reviewing')).toBe('凭证审核中');
    expect(orderStateLabel('paid')).toBe('已支付');
    expect(orderStateLabel('rejected')).toBe('凭证未通过');
    expect(orderStateLabel('expired')).toBe('已过期');
    expect(MOBILE_ORDER_COLORS.paid).toBe('success');
    expect(MOBILE_ORDER_COLORS.rejected).toBe('danger');
    expect(DESKTOP_ORDER_COLORS.pending).toBe('orange');
    expect(DESKTOP_ORDER_COLORS.reviewing).toBe('processing');
  });
});

describe('polling the order', () => {
  it('asks every 2 s while a WeChat payment is awaited and stops once paid or expired', () => {
    expect(orderPollInterval('pending', true)).toBe(2_000);
    expect(orderPollInterval('paid', true)).toBe(false);
    expect(orderPollInterval('expired', true)).toBe(false);
    expect(orderPollInterval(undefined, true)).toBe(false);
  });

  it('asks every 10 s while a voucher is reviewed, and not at all for an idle pending order', () => {
    expect(orderPollInterval('reviewing', false)).toBe(10_000);
    expect(orderPollInterval('pending', false)).toBe(false);
    expect(orderPollInterval('rejected', false)).toBe(false);
  });
});

describe('an order of the history', () => {
  it('opens where it can go on', () => {
    const q = `?order_no=${NO}`;
    expect(orderLink({ order_no: NO, state: 'pending', method: null })).toBe(`/pay/pay${q}`);
    expect(orderLink({ order_no: NO, state: 'pending', method: 'bank' })).toBe(`/pay/bank${q}`);
    expect(orderLink({ order_no: NO, state: 'pending', method: 'offline' })).toBe(`/pay/offline-pay${q}`);
    expect(orderLink({ order_no: NO, state: 'reviewing', method: 'bank' })).toBe(`/pay/offline-pay${q}`);
    expect(orderLink({ order_no: NO, state: 'rejected', method: 'offline' })).toBe(`/pay/offline-pay${q}`);
    expect(orderLink({ order_no: NO, state: 'paid', method: 'wechat_native' })).toBe(`/pay/pay${q}`);
    expect(orderLink({ order_no: NO, state: 'expired', method: 'wechat_native' })).toBeNull();
  });

  it('takes ?order_no= only in the server format', () => {
    expect(orderNoParam(` ${NO} `)).toBe(NO);
    expect(orderNoParam('NB123')).toBeNull();
    expect(orderNoParam(null)).toBeNull();
  });
});
