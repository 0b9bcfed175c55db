// GET /api/big-daikuan/list?page= — 我的大带宽合作申请与审核状态
import { bigDaikuanListCall } from '@nodebao/contract/calls';
import type { CoopApplication } from '@nodebao/contract';
import { getListPage, listCall } from '@/lib/list/list-call';

export type { CoopApplication };

const applications = listCall({
  prefix: ['cooperation', 'applications'],
  fetchPage: (_: null, page, pageSize, signal) => getListPage(bigDaikuanListCall, { page, pageSize }, signal),
});

export const applicationsKey = applications.prefix;
export const useApplications = () => applications.useScroll(null);
