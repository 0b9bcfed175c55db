import type { Payee } from '@nodebao/contract';
import { Form, Input, Toast } from 'antd-mobile';
import { SubmitForm } from '@/components/submit-form';
import { walletText } from '@/locales/zh-CN/wallet';
import { savePayee } from '../api/save-payee';
import { payeeErrors, saveErrorField, type PayeeField } from '../lib/payee-form';
import { DefaultItem, RealNameItem } from '../components/payee-fields';
import styles from './wallet.module.css';

const t = walletText;

type Values = { account: string; real_name: string; is_default: boolean };

type AlipayFormProps = {
  /** The account being edited, or undefined to add one. */
  payee: Payee | undefined;
  /** Whether the member has no Alipay account yet (the first one becomes the default anyway). */
  first: boolean;
  onDone: (saved: Payee) => void;
};

/** 支付宝账号 (mobile or e-mail) and the real name, checked with the contract's rules before sending. */
export function AlipayForm({ payee, first, onDone }: AlipayFormProps) {
  const [form] = Form.useForm<Values>();
  const save = savePayee.use();

  const bodyOf = (values: Values) => ({
    ...(payee ? { id: payee.id } : {}),
    kind: 'alipay' as const,
    account: values.account ?? '',
    real_name: values.real_name ?? '',
    is_default: first || values.is_default,
  });

  const rule = (field: PayeeField) => ({
    validator: () => {
      const message = payeeErrors(bodyOf(form.getFieldsValue()))[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

  async function onFinish(values: Values) {
    try {
      const saved = await save.mutateAsync(bodyOf(values));
      Toast.show({ icon: 'success', content: t.payee.saved });
      onDone(saved);
    } catch (error) {
      const misplaced = saveErrorField(error);
      if (misplaced) form.setFields([{ name: misplaced.field, errors: [misplaced.message] }]);
    }
  }

  return (
    <SubmitForm
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{
        account: payee?.account ?? '',
        real_name: payee?.real_name ?? '',
        is_default: payee?.is_default ?? first,
      }}
      onFinish={(values) => void onFinish(values)}
      submitText={t.common.save}
      pending={save.isPending}
    >
      <Form.Item name="account" label={t.alipay.account} rules={[rule('account')]} required>
        <Input placeholder={t.alipay.accountPlaceholder} maxLength={64} clearable autoComplete="off" />
      </Form.Item>
      <RealNameItem rules={[rule('real_name')]} />
      <DefaultItem first={first} isDefault={payee?.is_default ?? false} />
    </SubmitForm>
  );
}
