import { bindDeviceBody } from '@nodebao/contract/schemas';
import { ERRORS } from '@nodebao/contract/errors';
import { Button, Form, Input, Selector, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFlashedBoxes } from '@/features/flashing/api/get-applications';
import { BusinessError } from '@/lib/request';
import { WechatError } from '@/lib/wechat/wechat';
import { deviceText } from '@/locales/zh-CN/device';
import { bindDevice } from '../api/bind-device';
import { useUnusedCodes } from '@/features/pay/api/get-codes';
import { ScannerSheet } from '../components/scanner-sheet';
import { canUseCamera, canUseWechatScan, createBarcodeDetector, wechatScan } from '../lib/scan';
import { extractSn, normalizeSn } from '../lib/sn';
import type { ActivationCode } from '../types';
import formPage from '@/components/form-page.module.css';
import styles from '../components/add-device.module.css';
import { SubmitForm } from '@/components/submit-form';

const t = deviceText.add;

type Values = { sn: string; code: string; name?: string };

/** Which field a bind refusal belongs to (the message is the server's, already in Chinese). */
const FIELD_OF_ERROR: Record<number, keyof Values> = {
  [ERRORS.DEVICE_ALREADY_BOUND.code]: 'sn',
  [ERRORS.DEVICE_SN_UNAVAILABLE.code]: 'sn',
  [ERRORS.CODE_TYPE_MISMATCH.code]: 'code',
  [ERRORS.CODE_INVALID.code]: 'code',
};

/** The SN rule of the bind call itself (contract), with a message that says what an SN looks like. */
const snRule = {
  validator: (_rule: unknown, value?: string) =>
    !value || bindDeviceBody.shape.sn.safeParse(value).success
      ? Promise.resolve()
      : Promise.reject(new Error(t.snInvalid)),
};

/**
 * /device/add-device: type or scan the SN (or pick a box the flashing service flashed for me, or come
 * with `?sn=` from it), pick one of my unused activation codes, bind. On success the device list
 * starts again from its defaults and shows the new device.
 */
export default function AddDevicePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const flashed = useFlashedBoxes();
  const codes = useUnusedCodes();
  const bind = bindDevice.use();
  const [scanning, setScanning] = useState(false);

  function applyScanned(text: string) {
    setScanning(false);
    const sn = extractSn(text);
    if (!sn) {
      Toast.show({ content: t.scanNoSn });
      return;
    }
    form.setFieldValue('sn', sn);
    void form.validateFields(['sn']).catch(() => undefined);
    Toast.show({ icon: 'success', content: t.scanned(sn) });
  }

  async function onScan() {
    if (canUseWechatScan()) {
      try {
        const text = await wechatScan();
        if (text !== null) applyScanned(text);
      } catch (error) {
        // Signing or configuring the JS-SDK failed: its reason says what to do.
        Toast.show({ content: error instanceof WechatError ? error.message : t.scanNoCamera });
      }
      return;
    }
    if (!canUseCamera()) {
      Toast.show({ content: t.scanNoCamera, duration: 3000 });
      return;
    }
    if (!createBarcodeDetector()) {
      Toast.show({ content: t.scanNoDetector, duration: 3000 });
      return;
    }
    setScanning(true);
  }

  async function onFinish(values: Values) {
    const name = values.name?.trim();
    try {
      await bind.mutateAsync({ sn: values.sn, code: values.code, ...(name ? { name } : {}) });
    } catch (error) {
      // The request client has toasted the reason; point at the field it concerns.
      const field = error instanceof BusinessError ? FIELD_OF_ERROR[error.errorCode] : undefined;
      if (field) form.setFields([{ name: field, errors: [error instanceof Error ? error.message : ''] }]);
      // A code refused as used may have been spent elsewhere: show the codes as they are now.
      if (field === 'code') void codes.refetch();
      return;
    }
    Toast.show({ icon: 'success', content: t.done });
    void navigate('/device/index');
  }

  const list = codes.data ?? [];
  const noCodes = codes.isSuccess && list.length === 0;
  // With a single code there is nothing to choose.
  const onlyCode = list.length === 1 ? list[0]?.code : undefined;
  useEffect(() => {
    if (onlyCode && !form.getFieldValue('code')) form.setFieldValue('code', onlyCode);
  }, [onlyCode, form]);

  return (
    <div className={formPage.page}>
      <p className={formPage.intro}>{t.intro}</p>
      {flashed.data?.length ? (
        <div className={formPage.intro}>
          {t.flashed}
          <Selector
            options={flashed.data.map((b) => ({ label: b.sn, value: b.sn }))}
            onChange={(v) => v[0] && form.setFieldValue('sn', v[0])}
          />
        </div>
      ) : null}
      <SubmitForm
        form={form}
        layout="vertical"
        className={formPage.form}
        initialValues={{ sn: normalizeSn(params.get('sn') ?? '') }}
        onFinish={(values) => void onFinish(values)}
        submitText={t.submit}
        pending={bind.isPending}
        disabled={noCodes}
      >
        <Form.Item
          name="sn"
          label={t.sn}
          normalize={(value?: string) => normalizeSn(value ?? '')}
          rules={[{ required: true, message: t.snRequired }, snRule]}
          extra={
            <Button size="small" color="primary" fill="outline" onClick={() => void onScan()}>
              {t.scan}
            </Button>
          }
        >
          <Input
            className={styles.snInput}
            placeholder={t.snPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            clearable
          />
        </Form.Item>
        <Form.Item name="code" label={t.code} rules={[{ required: true, message: t.codeRequired }]}>
          <CodeChoice
            codes={list}
            pending={codes.isPending}
            failed={codes.isError}
            onRetry={() => void codes.refetch()}
          />
        </Form.Item>
        <Form.Item name="name" label={t.name} rules={[{ max: 64, message: deviceText.renameMax }]}>
          <Input placeholder={t.namePlaceholder} maxLength={64} clearable />
        </Form.Item>
      </SubmitForm>
      <ScannerSheet
        open={scanning}
        onResult={applyScanned}
        onFail={(message) => {
          setScanning(false);
          Toast.show({ content: message, duration: 3000 });
        }}
        onClose={() => setScanning(false)}
      />
    </div>
  );
}

type CodeChoiceProps = {
  value?: string;
  onChange?: (value: string) => void;
  codes: ActivationCode[];
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** One of my unused codes, with its device type; a link to buy codes when there is none. */
function CodeChoice({ value, onChange, codes, pending, failed, onRetry }: CodeChoiceProps) {
  if (pending) return <Skeleton.Paragraph lineCount={2} animated />;
  if (failed) {
    return (
      <div className={formPage.fieldState}>
        <span>{t.codesFailed}</span>
        <Button size="mini" color="primary" fill="outline" onClick={onRetry}>
          {deviceText.retry}
        </Button>
      </div>
    );
  }
  if (codes.length === 0) {
    return (
      <div className={formPage.fieldState}>
        <span>
          {t.noCodes}
          <Link to="/pay/buy-code">{t.buyCodes}</Link>
        </span>
      </div>
    );
  }
  return (
    <Selector
      className={styles.codes}
      columns={2}
      value={value ? [value] : []}
      onChange={(values) => values[0] && onChange?.(values[0])}
      options={codes.map((c) => ({
        value: c.code,
        label: c.code,
        description: t.codeType(c.device_type_name),
      }))}
    />
  );
}
