import { call } from '../call.ts';
import { adminParamsReply, deviceTypeReply, deviceTypeSaveBody, paramSaveBody } from '../params.ts';

export const adminParamsCall = call({
  method: 'GET',
  path: '/api/admin/params',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '业务参数（平台人员）',
  reply: adminParamsReply,
});

export const adminParamSaveCall = call({
  method: 'POST',
  path: '/api/admin/param-save',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '修改一项业务参数（收款账户、提现限额与手续费、运营商单价、邀请分成、客服信息）',
  body: paramSaveBody,
  reply: adminParamsReply,
});

export const adminDeviceTypeSaveCall = call({
  method: 'POST',
  path: '/api/admin/device-type-save',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '添加或修改设备型号及其激活码价格（已下的订单按下单时价格）',
  body: deviceTypeSaveBody,
  reply: deviceTypeReply,
});
