import type { AdminParams } from '@nodebao/contract';
import { SECURITY_PARAM_DEFAULTS } from '@nodebao/contract/schemas';

/** Staff's parameters as GET /api/admin/params answers them, for the tests of the parameter pages. */
export const sampleAdminParams: AdminParams = {
  site: {
    name: '节点宝',
    service_phone: '400-800-1234',
    service_email: 'kefu@example.com',
    service_hours: '工作日 9:00–18:00',
  },
  withdraw: { min_fen: 1_000, max_fen: 990_000, fee_rate_bp: 60 },
  isp_price_fen: { telecom: 12, unicom: 10, mobile: 8 },
  referral_rate_bp: 500,
  platform_bank: {
    bank_name: '招商银行',
    branch: '深圳南山支行',
    account_name: '节点宝科技有限公司',
    account_no: '755912345610001',
    note: '',
  },
  cooperation: { dial_ports: [80, 443] },
  flashing: { ship_to: '浙江省杭州市滨江区 节点宝刷机中心' },
  security: SECURITY_PARAM_DEFAULTS,
  lottery: {
    coupon_gb: 100,
    week_cap: 50,
    one_prize_per_member: true,
    prizes: [
      { name: '一等奖', count: 1, amount_fen: 88_800 },
      { name: '二等奖', count: 3, amount_fen: 8_800 },
    ],
  },
};
