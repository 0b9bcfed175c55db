// GET /api/admin/params — 业务参数（平台人员）：收款银行账户、提现限额与手续费率、运营商单价、邀请分成、客服信息
import type { AdminParams } from '@nodebao/contract';
import { useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export const paramsKey = ['superman', 'params'] as const;

export function getParams(signal?: AbortSignal): Promise<AdminParams> {
  // The section shows its own retry.
  return unwrap(request<AdminParams>('/api/admin/params', { skipErrorHandler: true, signal }));
}

export function useAdminParams() {
  return useQuery({ queryKey: paramsKey, queryFn: ({ signal }) => getParams(signal) });
}
