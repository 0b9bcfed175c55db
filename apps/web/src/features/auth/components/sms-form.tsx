import type { ReactNode } from 'react';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from '@/components/password-fields';
import { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';
import { SubmitForm } from '@/components/submit-form';

type SmsFormProps<V> = {
  form: SmsCodeFieldProps['form'];
  purpose: SmsCodeFieldProps['purpose'];
  /** The password field's label (新密码 when resetting). */
  passwordLabel?: string;
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  submitText: string;
  pending: boolean;
  /** Fields after the password (invite code, consent). */
  children?: ReactNode;
};

/** The form of an account proven by an SMS code (register, reset the password): mobile, code, password twice. */
export function SmsForm<V>({
  form,
  purpose,
  passwordLabel,
  initialValues,
  onFinish,
  submitText,
  pending,
  children,
}: SmsFormProps<V>) {
  return (
    <SubmitForm
      form={form}
      layout="horizontal"
      initialValues={initialValues}
      onFinish={onFinish}
      submitText={submitText}
      pending={pending}
    >
      <MobileField />
      <SmsCodeField form={form} purpose={purpose} />
      <NewPasswordFields label={passwordLabel} />
      {children}
    </SubmitForm>
  );
}
