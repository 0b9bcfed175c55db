import { mobileSchema, smsCodeSchema, type SmsPurpose } from '@nodebao/contract/accounts';
import { SMS } from '@nodebao/contract/limits';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { authText } from '@/locales/zh-CN/auth';
import { useSendCode } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';
import { zodRule } from '@/lib/form-rule';
import styles from './auth.module.css';

type FormInstance = ReturnType<typeof Form.useForm>[0];

export type SmsCodeFieldProps = {
  form: FormInstance;
  purpose: SmsPurpose;
  /** Name of the mobile field in the same form. */
  mobileField?: string;
};

const t = authText.sms;

/**
 * The code field with its 发送验证码 button. It checks the mobile first, then counts down from the
 * server's resend_after (also when the server refuses because the last code is too recent).
 */
export function SmsCodeField({ form, purpose, mobileField = 'mobile' }: SmsCodeFieldProps) {
  const countdown = useCountdown();
  const sendCode = useSendCode();
  const [sentOnce, setSentOnce] = useState(false);

  async function onSend() {
    try {
      await form.validateFields([mobileField]);
    } catch {
      return; // the mobile field shows why
    }
    const mobile = mobileSchema.parse(form.getFieldValue(mobileField));
    try {
      const reply = await sendCode.mutateAsync({ mobile, purpose });
      const wait = reply.data?.resend_after;
      if (reply.errorCode === 0) {
        Toast.show({ icon: 'success', content: reply.msg || t.sent });
        setSentOnce(true);
        countdown.start(wait ?? SMS.resendSeconds);
        return;
      }
      // Refused (the request client has shown why); too frequent (10003) still says how long to wait.
      if (wait) countdown.start(wait);
    } catch {
      // HTTP failures have been shown by the request client.
    }
  }

  const label = countdown.running ? t.countdown(countdown.seconds) : sentOnce ? t.resend : t.send;
  return (
    <Form.Item
      name="code"
      label={authText.field.code}
      rules={[zodRule(smsCodeSchema)]}
      extra={
        <Button
          className={styles.codeButton}
          size="small"
          color="primary"
          fill="outline"
          disabled={countdown.running}
          loading={sendCode.isPending}
          onClick={onSend}
        >
          {label}
        </Button>
      }
    >
      <Input
        placeholder={authText.field.codePlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS.codeLength}
        clearable
      />
    </Form.Item>
  );
}
