// GET /api/member/guanli — 运营概览：会员数、设备数（在线/离线/未上架）、机房和机柜数
import { memberGuanliCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const manageOverview = queryCall<typeof memberGuanliCall>({
  call: memberGuanliCall,
  prefix: ['manage', 'overview'],
});
