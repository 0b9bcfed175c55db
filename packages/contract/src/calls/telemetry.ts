import { call } from '../call.ts';
import { deviceIdQuery, ethInfoReply, pppInfoReply } from '../telemetry.ts';

export const deviceEthinfoCall = call({
  method: 'GET',
  path: '/api/device/ethinfo',
  auth: 'member',
  tags: ['设备'],
  summary: '设备网口信息（网口、IP、NAT 类型），来自最近一次上报',
  query: deviceIdQuery,
  reply: ethInfoReply,
  // Called by SPEC’s app pages not drawn in this web app.
  caller: 'outside',
});

export const devicePppInfoCall = call({
  method: 'GET',
  path: '/api/device/ppp-info',
  auth: 'member',
  tags: ['设备'],
  summary: '设备 PPPoE 线路（线路数、各线路 IP 与状态、线路调整总次数）',
  query: deviceIdQuery,
  reply: pppInfoReply,
  // Called by SPEC’s app pages not drawn in this web app.
  caller: 'outside',
});
