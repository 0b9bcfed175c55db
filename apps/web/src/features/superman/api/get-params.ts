// GET /api/admin/params — 业务参数（平台人员）：收款银行账户、提现限额与手续费率、运营商单价、邀请分成、客服信息
import { adminParamsCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const adminParams = queryCall<typeof adminParamsCall>({
  call: adminParamsCall,
  prefix: ['superman', 'params'],
});
