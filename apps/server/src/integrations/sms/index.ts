import type { Config } from '../../config.ts';
import { AliyunSmsClient } from './aliyun-sms-client.ts';
import type { SmsTemplate } from './sms.ts';

export * from './sms.ts';
export { AliyunSmsClient } from './aliyun-sms-client.ts';
export { SmsOutbox, smsOutboxPlugin, smsSimulatorPlugin } from './aliyun-sms-simulator.ts';

/** The texts the simulator renders for the template codes the config names. */
export function simulatorTemplates(
  config: Config['sms'],
): Record<string, (p: Record<string, string>) => string> {
  return {
    [config.templateCode]: (p) => `您的验证码为 ${p.code ?? ''}，10 分钟内有效，请勿泄露给他人。`,
    [config.noticeTemplateCode]: () =>
      '该手机号已注册节点宝账号，如忘记密码请使用“找回密码”。如非本人操作请忽略。',
    [config.signInTemplateCode]: (p) =>
      `您的节点宝管理账号于 ${p.time ?? ''} 在新设备（${p.device ?? ''}）登录，如非本人操作请立即修改密码并联系平台。`,
  };
}

export function createSmsClient(config: Config['sms'], endpoint = config.endpoint): AliyunSmsClient {
  const templates: Record<SmsTemplate, string> = {
    'verify-code': config.templateCode,
    'already-registered': config.noticeTemplateCode,
    'sign-in-notice': config.signInTemplateCode,
  };
  return new AliyunSmsClient({
    endpoint,
    accessKeyId: config.accessKeyId,
    accessKeySecret: config.accessKeySecret,
    signName: config.signName,
    templates,
  });
}
