import { call } from '../call.ts';
import { errorReplySchema } from '../envelope.ts';
import { deviceAckBody, deviceAckReply, deviceReportBody, deviceReportReply } from '../telemetry.ts';

export const deviceApiV1ReportCall = call({
  method: 'POST',
  path: '/device-api/v1/report',
  auth: 'public',
  tags: ['设备协议'],
  summary: '设备上报（5 分钟样本与状态），回复待执行指令',
  description:
    '请求头：X-Device-SN、X-Timestamp（秒）、X-Signature = hex HMAC-SHA256(设备密钥, timestamp + "." + 原始请求体)。' +
    '服务端暂时不可用（数据库重启、切换）时回复 HTTP 503、errorCode 50301 与 Retry-After（秒）：本次上报未被保存，' +
    '设备保留样本，等待 Retry-After 秒（再加几秒随机抖动）后以新的时间戳和签名重发；连接失败或超时同样处理。',
  body: deviceReportBody,
  reply: deviceReportReply,
  errors: { 401: errorReplySchema, 503: errorReplySchema },
  security: [],
  caller: 'device',
});

export const deviceApiV1AckCall = call({
  method: 'POST',
  path: '/device-api/v1/ack',
  auth: 'public',
  tags: ['设备协议'],
  summary: '设备确认指令执行结果',
  description:
    '请求头：X-Device-SN、X-Timestamp（秒）、X-Signature = hex HMAC-SHA256(设备密钥, timestamp + "." + 原始请求体)。' +
    '服务端暂时不可用（数据库重启、切换）时回复 HTTP 503、errorCode 50301 与 Retry-After（秒）：本次上报未被保存，' +
    '设备保留样本，等待 Retry-After 秒（再加几秒随机抖动）后以新的时间戳和签名重发；连接失败或超时同样处理。',
  body: deviceAckBody,
  reply: deviceAckReply,
  errors: { 401: errorReplySchema, 503: errorReplySchema },
  security: [],
  caller: 'device',
});
