// POST /api/admin/hezuo-list {page, pageSize, keyword?, province_code?} — 所有合作方（运营商）的机房（平台运营）
import { type CallReply, adminHezuoListCall } from '@nodebao/contract/calls';
import { listCall } from '@/lib/list/list-call';
import { toListPage } from '@/lib/list/paged-list';
import { request } from '@/lib/request';
import { hezuoFilterBody, type HezuoFilter } from '../lib/hezuo';

export const hezuoList = listCall({
  prefix: ['superman', 'hezuo'],
  fetchPage: async (filter: HezuoFilter, page, pageSize, signal) => {
    const reply = await request<CallReply<typeof adminHezuoListCall>>(adminHezuoListCall.path, {
      method: 'POST',
      data: { page, pageSize, ...hezuoFilterBody(filter) },
      skipErrorHandler: true,
      signal,
    });
    return toListPage(reply, page, pageSize);
  },
});

export const { useScroll: useHezuoList, usePage: useHezuoPage } = hezuoList;
