import type { Payee } from '@nodebao/contract';
import { BANK_NAMES } from '@nodebao/contract/labels';
import { ErrorBlock, Form, Input, Picker, Toast } from 'antd-mobile';
import { SubmitForm } from '@/components/submit-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { BusinessError } from '@/lib/request';
import { walletText } from '@/locales/zh-CN/wallet';
import { usePayee } from '../api/get-payee';
import { payeeList } from '../api/get-payees';
import { savePayee } from '../api/save-payee';
import { cardDigits, cardNumberError, CARD_MAX_DIGITS, groupCardNumber } from '../lib/card-number';
import { goBack, idParam } from '@/lib/navigation';
import { isBankName } from '../lib/payee';
import { payeeErrors, saveErrorField, type PayeeField } from '../lib/payee-form';
import { DefaultItem, RealNameItem } from '../components/payee-fields';
import styles from '../phone/wallet.module.css';

const t = walletText;
const bankColumns = [BANK_NAMES.map((name) => ({ label: name, value: name }))];

/** /account/payment-info (add a bank card) and /account/payment-info?id= (edit one). */
export default function PaymentInfoPage() {
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = idParam(raw);
  const card = usePayee(id);

  if ((raw !== null && id === null) || (card.error instanceof BusinessError && !card.data)) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.bank.notFound} description="">
          <Link className={styles.link} to="/account/payment">
            {t.bank.backToList}
          </Link>
        </ErrorBlock>
      </div>
    );
  }
  if (id !== null && card.error && !card.data) {
    return (
      <div className={styles.stateWrap}>
        <LoadError error={card.error} retrying={card.isFetching} onRetry={() => void card.refetch()} />
      </div>
    );
  }
  if (id !== null && !card.data) {
    return (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={6} />
      </div>
    );
  }
  // Keyed by the card, so the fields start from its values once they are there.
  return <CardForm key={card.data?.id ?? 'new'} card={id !== null ? card.data : undefined} />;
}

type Values = {
  bank_name: string | undefined;
  account: string;
  real_name: string;
  bank_branch: string;
  is_default: boolean;
};

function CardForm({ card }: { card: Payee | undefined }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = savePayee.use();
  // The first card becomes the default whatever the switch says (the server decides so too).
  const existing = payeeList.use('bank');
  const first = !card && existing.data !== undefined && existing.data.length === 0;

  const bodyOf = (values: Partial<Values>) => ({
    ...(card ? { id: card.id } : {}),
    kind: 'bank' as const,
    account: cardDigits(values.account ?? ''),
    real_name: values.real_name ?? '',
    bank_name: (isBankName(values.bank_name) ? values.bank_name : '') as (typeof BANK_NAMES)[number],
    bank_branch: values.bank_branch ?? '',
    is_default: first || Boolean(values.is_default),
  });

  const rule = (field: PayeeField) => ({
    validator: () => {
      const values = form.getFieldsValue();
      const message =
        (field === 'account' ? cardNumberError(values.account ?? '') : undefined) ??
        payeeErrors(bodyOf(values))[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

  async function onFinish(values: Values) {
    try {
      await save.mutateAsync(bodyOf(values));
      Toast.show({ icon: 'success', content: t.payee.saved });
      goBack(navigate, '/account/payment');
    } catch (error) {
      const misplaced = saveErrorField(error);
      if (misplaced) form.setFields([{ name: misplaced.field, errors: [misplaced.message] }]);
    }
  }

  return (
    <div className={styles.page}>
      <div className={`${styles.inner} ${styles.narrow}`}>
        <SubmitForm
          form={form}
          layout="horizontal"
          className={styles.form}
          mode="card"
          initialValues={{
            bank_name: card?.bank_name ?? undefined,
            account: groupCardNumber(card?.account ?? ''),
            real_name: card?.real_name ?? '',
            bank_branch: card?.bank_branch ?? '',
            is_default: card?.is_default ?? false,
          }}
          onFinish={(values) => void onFinish(values)}
          submitText={card ? t.bank.submitEdit : t.bank.submitAdd}
          pending={save.isPending}
        >
          <Form.Item
            name="bank_name"
            label={t.bank.bankName}
            rules={[rule('bank_name')]}
            required
            trigger="onConfirm"
            getValueProps={(value: unknown) => ({ value: isBankName(value) ? [value] : [] })}
            getValueFromEvent={(value: (string | number | null)[]) => value[0] ?? undefined}
            onClick={(_event, picker) => picker.current?.open()}
            arrow
          >
            <Picker
              columns={bankColumns}
              title={t.bank.pickBank}
              cancelText={t.common.cancel}
              confirmText={t.common.ok}
            >
              {(items) =>
                items[0] ? (
                  <span className={styles.pickerValue}>{items[0].label}</span>
                ) : (
                  <span className={styles.pickerPlaceholder}>{t.bank.bankPlaceholder}</span>
                )
              }
            </Picker>
          </Form.Item>
          <Form.Item
            name="account"
            label={t.bank.cardNumber}
            rules={[rule('account')]}
            required
            normalize={(value: string | undefined) => groupCardNumber(value ?? '')}
            validateTrigger="onBlur"
          >
            <Input
              className={styles.mono}
              placeholder={t.bank.cardPlaceholder}
              inputMode="numeric"
              autoComplete="cc-number"
              // 19 digits and their 4 spaces.
              maxLength={CARD_MAX_DIGITS + 4}
              clearable
            />
          </Form.Item>
          <RealNameItem rules={[rule('real_name')]} />
          <Form.Item name="bank_branch" label={t.bank.branch} rules={[rule('bank_branch')]}>
            <Input placeholder={t.bank.branchPlaceholder} maxLength={64} clearable />
          </Form.Item>
          <DefaultItem first={first} isDefault={card?.is_default ?? false} />
        </SubmitForm>
      </div>
    </div>
  );
}
