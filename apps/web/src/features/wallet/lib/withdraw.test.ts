import type { WithdrawLimits } from '@nodebao/contract';
import { describe, expect, it } from 'vitest';
import { withdrawalFee as feeOf } from '@nodebao/contract/money';
import { percentText as feeRateText } from '@/lib/format';
import { allAmountFen, checkAmount, sanitizeAmount } from './withdraw';

const limits = (over: Partial<WithdrawLimits> = {}): WithdrawLimits => ({
  balance: 272_407,
  reserve: 0,
  min_amount: 1_000,
  max_amount: 990_000,
  fee_rate_bp: 0,
  ...over,
});

describe('the withdraw amount', () => {
  it('keeps to digits and one point with two decimals while typing', () => {
    expect(sanitizeAmount('12.345')).toBe('12.34');
    expect(sanitizeAmount('1,000.5元')).toBe('1000.5');
    expect(sanitizeAmount('１２。５')).toBe('12.5');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('')).toBe('');
  });

  it('computes the fee as the server does (floor of amount × rate)', () => {
    expect(feeOf(10_000, 60)).toBe(60);
    expect(feeOf(1_999, 60)).toBe(11);
    expect(feeOf(1_000, 0)).toBe(0);
    expect(feeRateText(60)).toBe('0.6');
    expect(feeRateText(100)).toBe('1');
    expect(feeRateText(125)).toBe('1.25');
  });

  it('shows fee and net for an amount within the limits and the balance', () => {
    expect(checkAmount('100', limits({ fee_rate_bp: 60 }))).toEqual({ fen: 10_000, fee: 60, net: 9_940 });
    expect(checkAmount('19.99', limits())).toEqual({ fen: 1_999, fee: 0, net: 1_999 });
  });

  it('says why an amount cannot be withdrawn', () => {
    expect(checkAmount('9.99', limits()).error).toBe('单笔最少提现 10.00 元');
    expect(checkAmount('9900.01', limits({ balance: 10_000_000 })).error).toBe('单笔最多提现 9900.00 元');
    expect(checkAmount('2724.08', limits()).error).toBe('超过可用余额 2724.07 元');
    expect(checkAmount('abc', limits()).error).toBe('请输入正确的金额，最多两位小数');
    expect(checkAmount('0', limits()).error).toBe('请输入正确的金额，最多两位小数');
    expect(checkAmount('', limits())).toEqual({ fen: null, fee: 0, net: 0 });
  });

  it('fills 全部 with the balance, capped at the single-withdrawal maximum', () => {
    expect(allAmountFen(limits())).toBe(272_407);
    expect(allAmountFen(limits({ balance: 5_000_000 }))).toBe(990_000);
    expect(allAmountFen(limits({ balance: 0 }))).toBe(0);
  });
});
