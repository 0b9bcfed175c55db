import { describe, expect, it } from 'vitest';
import { BusinessError } from '@/lib/request';
import { codesText, giveCodeErrors, giveCodeFieldError, isUnknownMobile, toGiveCodeBody } from './give-code';

const ok = { mobile: ' 13800000001 ', device_type_id: 2, quantity: 10, note: ' 活动赠送 ' };

describe('the give-code form', () => {
  it('sends trimmed texts and the quantity as typed', () => {
    expect(toGiveCodeBody(ok)).toEqual({
      mobile: '13800000001',
      device_type_id: 2,
      quantity: 10,
      note: '活动赠送',
    });
    expect(toGiveCodeBody({ ...ok, quantity: ' 5 ' }).quantity).toBe('5');
    expect(giveCodeErrors(ok)).toEqual({});
  });

  it('names every field that breaks the contract, in words for staff', () => {
    expect(
      giveCodeErrors({ mobile: '1380000', device_type_id: null, quantity: 0, note: '字'.repeat(201) }),
    ).toEqual({
      mobile: '请输入 11 位手机号',
      device_type_id: '请选择设备型号',
      quantity: '数量须为 1–500 的整数',
      note: '备注最多 200 字',
    });
  });

  it('allows 1–500 whole codes', () => {
    expect(giveCodeFieldError('quantity', 1)).toBeUndefined();
    expect(giveCodeFieldError('quantity', 500)).toBeUndefined();
    expect(giveCodeFieldError('quantity', 501)).toBeDefined();
    expect(giveCodeFieldError('quantity', 1.5)).toBeDefined();
    expect(giveCodeFieldError('quantity', null)).toBeDefined();
    expect(giveCodeFieldError('note', undefined)).toBeUndefined();
  });

  it('puts an unknown mobile (31008) under the mobile field', () => {
    const reply = { errorCode: 31008, msg: '该手机号没有注册会员', data: null };
    expect(isUnknownMobile(new BusinessError(reply))).toBe(true);
    expect(isUnknownMobile(new BusinessError({ ...reply, errorCode: 31007 }))).toBe(false);
    expect(isUnknownMobile(new Error('x'))).toBe(false);
  });

  it('copies the codes one per line', () => {
    expect(codesText(['AAAA-1111', 'BBBB-2222'])).toBe('AAAA-1111\nBBBB-2222');
    expect(codesText([])).toBe('');
  });
});
