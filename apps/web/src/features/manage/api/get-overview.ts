// GET /api/member/guanli — 运营概览：会员数、设备数（在线/离线/未上架）、机房和机柜数
import { queryCall } from '@/lib/query-call';
import type { ManageOverview } from '../types';

export const manageOverview = queryCall<ManageOverview>({
  url: '/api/member/guanli',
  prefix: ['manage', 'overview'],
});
