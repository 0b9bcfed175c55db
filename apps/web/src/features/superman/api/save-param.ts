// POST /api/admin/param-save {key, value} — 修改一项业务参数（整组提交，金额为分、比例为基点）；
// 返回全部参数；字段不合格 422（data.field 如 "value.max_fen"）
import type { AdminParams, ParamSaveBody } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';
import { adminParams } from './get-params';

/** A refusal is toasted by the request client and thrown (a 422 as a RequestError naming the field). */
export async function saveParam(body: ParamSaveBody): Promise<AdminParams> {
  const reply = await request<AdminParams>('/api/admin/param-save', { method: 'POST', data: body });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return reply.data;
}

/** The reply is every parameter as saved: it replaces the cached copy. */
export function useSaveParam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParam,
    onSuccess: (params) => queryClient.setQueryData(adminParams.prefix, params),
  });
}
