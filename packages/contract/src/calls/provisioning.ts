import { call } from '../call.ts';
import {
  deviceCreateBatchBody,
  deviceCreateBatchReply,
  deviceImportBody,
  deviceImportReply,
} from '../telemetry.ts';

export const adminDeviceImportCall = call({
  method: 'POST',
  path: '/api/admin/device/import',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '导入设备（CSV：sn,mac,device_type_id,secret；全部成功或全部不导入）',
  body: deviceImportBody,
  reply: deviceImportReply,
  // Called by staff scripts.
  caller: 'outside',
});

export const adminDeviceCreateBatchCall = call({
  method: 'POST',
  path: '/api/admin/device/create-batch',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '批量生成设备（顺序 SN 与随机密钥，密钥只返回这一次）',
  body: deviceCreateBatchBody,
  reply: deviceCreateBatchReply,
  // Called by the fleet simulator and staff scripts.
  caller: 'outside',
});
