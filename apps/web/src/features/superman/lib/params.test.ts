import { percentText } from '@/lib/format';
import { describe, expect, it } from 'vitest';
import { RequestError } from '@/lib/request';
import { sampleAdminParams } from '@/testing/admin-params';
import {
  checkDeviceType,
  checkParam,
  deviceTypeFieldError,
  errorFields,
  needsConfirm,
  paramFieldError,
  paramSummary,
  parsePercent,
  sameValues,
  savedFieldError,
  toDeviceTypeForm,
  toFormValues,
} from './params';

const params = sampleAdminParams;
const forms = toFormValues(params);

const unprocessable = (field: string, message: string) =>
  new RequestError('HttpError', 'http error', 422, {
    errorCode: 42200,
    msg: `参数错误：${field} ${message}`,
    data: { field, errors: [{ field, message }] },
  });

describe('percent ↔ basis points', () => {
  it('shows a rate without trailing zeros', () => {
    expect(percentText(500)).toBe('5');
    expect(percentText(60)).toBe('0.6');
    expect(percentText(125)).toBe('1.25');
    expect(percentText(0)).toBe('0');
    expect(percentText(2_000)).toBe('20');
  });

  it('reads up to two decimals, with or without the sign, on integers only', () => {
    expect(parsePercent('5')).toBe(500);
    expect(parsePercent(' 0.6 ')).toBe(60);
    expect(parsePercent('1.25%')).toBe(125);
    expect(parsePercent('0.07')).toBe(7);
    expect(parsePercent('1.005')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('五')).toBeNull();
  });

  it('round-trips every rate the contract allows', () => {
    for (let bp = 0; bp <= 3_000; bp += 7) expect(parsePercent(percentText(bp))).toBe(bp);
  });
});

describe('the parameter forms', () => {
  it('show fen as 元 with two decimals and bp as per cent', () => {
    expect(forms.withdraw).toEqual({ min_fen: '10.00', max_fen: '9900.00', fee_rate_bp: '0.6' });
    expect(forms.referral_rate_bp).toEqual({ referral_rate_bp: '5' });
    expect(forms.isp_price_fen).toEqual({ telecom: '12', unicom: '10', mobile: '8' });
    expect(forms.platform_bank.account_no).toBe('755912345610001');
  });

  it('send each group whole, in fen and basis points', () => {
    expect(checkParam('withdraw', { min_fen: '0.1', max_fen: '50000', fee_rate_bp: '1.25' })).toEqual({
      ok: true,
      body: { key: 'withdraw', value: { min_fen: 10, max_fen: 5_000_000, fee_rate_bp: 125 } },
    });
    expect(checkParam('referral_rate_bp', { referral_rate_bp: '7.5' })).toEqual({
      ok: true,
      body: { key: 'referral_rate_bp', value: 750 },
    });
    expect(checkParam('isp_price_fen', { telecom: ' 15 ', unicom: '0', mobile: '9' })).toEqual({
      ok: true,
      body: { key: 'isp_price_fen', value: { telecom: 15, unicom: 0, mobile: 9 } },
    });
  });

  it('send texts as the contract cleans them (trimmed, the account number without spaces)', () => {
    const checked = checkParam('platform_bank', {
      ...forms.platform_bank,
      bank_name: ' 工商银行 ',
      account_no: '6222 0000 1111 2222',
    });
    expect(checked).toEqual({
      ok: true,
      body: {
        key: 'platform_bank',
        value: { ...params.platform_bank, bank_name: '工商银行', account_no: '6222000011112222' },
      },
    });
    expect(checkParam('site', forms.site)).toEqual({ ok: true, body: { key: 'site', value: params.site } });
  });

  it('say in 元 and % what is out of range, under the field', () => {
    const checked = checkParam('withdraw', { min_fen: '0', max_fen: '1000001', fee_rate_bp: '25' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        min_fen: '最低提现金额不能低于 0.01 元',
        max_fen: '最高提现金额不能高于 1000000.00 元',
        fee_rate_bp: '手续费率不能高于 20%',
      },
    });
    expect(paramFieldError('referral_rate_bp', 'referral_rate_bp', { referral_rate_bp: '30.01' })).toBe(
      '邀请分成比例不能高于 30%',
    );
  });

  it('refuse what is not an amount or a rate before the contract sees it', () => {
    expect(checkParam('withdraw', { min_fen: '1.234', max_fen: 'abc', fee_rate_bp: '0.125' })).toEqual({
      ok: false,
      errors: {
        min_fen: '最低提现金额应为金额，最多两位小数',
        max_fen: '最高提现金额应为金额，最多两位小数',
        fee_rate_bp: '手续费率应为百分数，最多两位小数',
      },
    });
  });

  it('check the maximum against the minimum, and keep the contract’s own words for texts', () => {
    const withdraw = { min_fen: '100', max_fen: '99.99', fee_rate_bp: '0' };
    expect(paramFieldError('withdraw', 'max_fen', withdraw)).toBe('最高提现金额不能低于最低金额');
    expect(paramFieldError('withdraw', 'min_fen', withdraw)).toBeUndefined();
    const bank = { ...forms.platform_bank, bank_name: '', account_no: '12 34' };
    expect(checkParam('platform_bank', bank)).toEqual({
      ok: false,
      errors: { bank_name: '开户银行至少 2 个字', account_no: '收款账号应为 8–32 位数字' },
    });
    expect(paramFieldError('site', 'service_email', { ...forms.site, service_email: 'kefu@' })).toBe(
      '客服邮箱格式不正确',
    );
    expect(paramFieldError('isp_price_fen', 'telecom', { ...forms.isp_price_fen, telecom: '1.5' })).toBe(
      '电信单价应为整数，单位：分',
    );
    expect(checkParam('isp_price_fen', { telecom: '', unicom: '-1', mobile: '100001' })).toEqual({
      ok: false,
      errors: {
        telecom: '电信单价应为整数，单位：分',
        unicom: '联通单价应为整数，单位：分',
        mobile: '移动单价不能大于 100000',
      },
    });
  });

  it('confirm money before saving, with the amounts read back', () => {
    expect(needsConfirm('site')).toBe(false);
    expect(needsConfirm('withdraw')).toBe(true);
    expect(needsConfirm('platform_bank')).toBe(true);
    const body = (key: Parameters<typeof checkParam>[0]) => {
      const checked = checkParam(key, forms[key]);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      return checked.body;
    };
    expect(paramSummary(body('withdraw'))).toBe('每次提现 10.00–9900.00 元，手续费率 0.6%');
    expect(paramSummary(body('isp_price_fen'))).toBe('电信 12、联通 10、移动 8 分/Mbps/天');
    expect(paramSummary(body('referral_rate_bp'))).toBe('邀请分成比例 5%');
    expect(paramSummary(body('platform_bank'))).toBe('招商银行 节点宝科技有限公司，账号尾号 0001');
  });

  it('tell an edited form from the loaded one', () => {
    expect(sameValues({ ...forms.withdraw }, forms.withdraw)).toBe(true);
    expect(sameValues({ ...forms.withdraw, fee_rate_bp: '0.7' }, forms.withdraw)).toBe(false);
    expect(sameValues({ ...forms.platform_bank, note: undefined }, forms.platform_bank)).toBe(true);
  });

  it('edit the dial-back ports as a list', () => {
    expect(forms.cooperation).toEqual({ dial_ports: '80, 443' });
    expect(checkParam('cooperation', { dial_ports: '80，443 8443' })).toEqual({
      ok: true,
      body: { key: 'cooperation', value: { dial_ports: [80, 443, 8443] } },
    });
    expect(paramFieldError('cooperation', 'dial_ports', { dial_ports: '80, http' })).toBe(
      '端口应为 1–65535 的整数，多个用逗号分隔',
    );
    expect(paramFieldError('cooperation', 'dial_ports', { dial_ports: '70000' })).toContain('检测端口');
  });

  it('edit the lottery: counts, a yes/no, and the prize table a tier a line in 元', () => {
    expect(forms.lottery).toEqual({
      coupon_gb: '100',
      week_cap: '50',
      one_prize_per_member: 'yes',
      prizes: '一等奖 1 888.00\n二等奖 3 88.00',
    });
    const changed = {
      ...forms.lottery,
      one_prize_per_member: 'no',
      prizes: '特等奖 1 1000\n\n幸运奖 20 1.5',
    };
    const checked = checkParam('lottery', changed);
    expect(checked).toEqual({
      ok: true,
      body: {
        key: 'lottery',
        value: {
          coupon_gb: 100,
          week_cap: 50,
          one_prize_per_member: false,
          prizes: [
            { name: '特等奖', count: 1, amount_fen: 100_000 },
            { name: '幸运奖', count: 20, amount_fen: 150 },
          ],
        },
      },
    });
    expect(paramFieldError('lottery', 'prizes', { ...forms.lottery, prizes: '一等奖 1\n二等奖 x 8' })).toBe(
      '奖项第 1 行应为：名称 名额 奖金（元），如：一等奖 1 888.00',
    );
    expect(paramFieldError('lottery', 'prizes', { ...forms.lottery, prizes: '' })).toBe('至少设置一个奖项');
    expect(paramFieldError('lottery', 'week_cap', { ...forms.lottery, week_cap: '0' })).toContain(
      '每周抽奖券上限',
    );
    expect(checked.ok && paramSummary(checked.body)).toContain('奖池 1030.00 元');
  });
});

describe('the device type form', () => {
  const row = { id: 3, name: 'X1 型', code_price_fen: 9_900, description: '单口千兆' };

  it('edits the price in 元 and sends fen, with the id when editing', () => {
    expect(toDeviceTypeForm(row)).toEqual({
      name: 'X1 型',
      code_price_fen: '99.00',
      description: '单口千兆',
    });
    expect(toDeviceTypeForm()).toEqual({ name: '', code_price_fen: '', description: '' });
    expect(checkDeviceType({ name: ' X2 型 ', code_price_fen: '129.9', description: '' })).toEqual({
      ok: true,
      body: { name: 'X2 型', code_price_fen: 12_990, description: '' },
    });
    expect(checkDeviceType(toDeviceTypeForm(row), 3)).toEqual({
      ok: true,
      body: { id: 3, name: 'X1 型', code_price_fen: 9_900, description: '单口千兆' },
    });
  });

  it('names what is wrong in words for staff', () => {
    expect(checkDeviceType({ name: ' ', code_price_fen: '9.999', description: '字'.repeat(501) })).toEqual({
      ok: false,
      errors: {
        name: '请填写型号名称',
        code_price_fen: '激活码价格应为金额，最多两位小数',
        description: '说明最多 500 字',
      },
    });
    expect(deviceTypeFieldError('code_price_fen', { name: 'X', code_price_fen: '10000.01' })).toBe(
      '激活码价格不能高于 10000.00 元',
    );
    expect(deviceTypeFieldError('code_price_fen', { name: 'X', code_price_fen: '0' })).toBeUndefined();
  });
});

describe('a refused save', () => {
  it('puts a 422 under the field it names', () => {
    const fields = ['min_fen', 'max_fen', 'fee_rate_bp'];
    expect(
      savedFieldError(unprocessable('value.max_fen', '最高提现金额不能低于最低金额'), fields, 'withdraw'),
    ).toEqual({ field: 'max_fen', message: '最高提现金额不能低于最低金额' });
    expect(
      savedFieldError(
        unprocessable('value', '邀请分成比例不能大于 3000'),
        ['referral_rate_bp'],
        'referral_rate_bp',
      ),
    ).toEqual({ field: 'referral_rate_bp', message: '邀请分成比例不能大于 3000' });
    expect(savedFieldError(unprocessable('name', '请填写型号名称'), ['name', 'code_price_fen'])).toEqual({
      field: 'name',
      message: '请填写型号名称',
    });
  });

  it('leaves other refusals to the toast', () => {
    expect(savedFieldError(unprocessable('key', '参数名不正确'), ['min_fen'], 'withdraw')).toBeUndefined();
    expect(savedFieldError(unprocessable('value.other', 'x'), ['min_fen'], 'withdraw')).toBeUndefined();
    expect(
      savedFieldError(new RequestError('HttpError', 'x', 500, {}), ['min_fen'], 'withdraw'),
    ).toBeUndefined();
    expect(savedFieldError(new Error('x'), ['name'])).toBeUndefined();
  });

  it('shapes the messages as setFields takes them', () => {
    expect(errorFields({ max_fen: 'a', fee_rate_bp: 'b' })).toEqual([
      { name: 'max_fen', errors: ['a'] },
      { name: 'fee_rate_bp', errors: ['b'] },
    ]);
  });
});
