// POST /api/admin/param-save {key, value} — 修改一项业务参数（整组提交，金额为分、比例为基点）；
// 返回全部参数；字段不合格 422（data.field 如 "value.max_fen"）
import { adminParamSaveCall } from '@nodebao/contract/calls';
import type { ParamSaveBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { adminParams } from './get-params';

export const saveParam = writeCall<typeof adminParamSaveCall, ParamSaveBody>({
  call: adminParamSaveCall,
  // The reply is every parameter as saved: it replaces the cached copy.
  after: (queryClient, params) => queryClient.setQueryData(adminParams.prefix, params),
});
