import type { Order } from '@nodebao/contract';
import { offlineTransferFields } from '@nodebao/contract/schemas';
import { Button, Form, Input, Result, TextArea, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { zodRule } from '@/lib/form-rule';
import { payText } from '@/locales/zh-CN/pay';
import { submitTransfer } from '../api/submit-transfer';
import { OrderStep } from '../components/order-step';
import { PaidResult } from '../components/results';
import { VoucherImage } from '../components/voucher-image';
import { VOUCHER_ACCEPT, voucherProblem } from '../lib/voucher';
import styles from '../components/pay.module.css';

const t = payText.offline;

/**
 * /pay/offline-pay?order_no= (线下转账): the payer's name, a remark and the voucher image for a pending
 * or refused order; under review it shows what was sent (read again every 10 s until staff decide),
 * refused it shows the reason and lets the member send it again.
 */
export default function OfflinePayPage() {
  return (
    <OrderStep
      paid={(order) => (
        <>
          <PaidResult order={order} />
          <SubmittedTransfer order={order} />
        </>
      )}
    >
      {(order) =>
        order.state === 'reviewing' ? (
          <>
            <div className={styles.result}>
              <Result status="waiting" title={t.reviewing} description={t.reviewingHint} />
            </div>
            <SubmittedTransfer order={order} />
          </>
        ) : (
          <>
            {order.state === 'rejected' && order.transfer ? (
              <div className={styles.result}>
                <Result
                  status="error"
                  title={t.rejected}
                  description={
                    <>
                      <span className={styles.reason}>{t.rejectReason(order.transfer.reject_reason)}</span>
                      <br />
                      {t.rejectedHint}
                    </>
                  }
                />
              </div>
            ) : null}
            <TransferForm key={order.order_no} order={order} />
            {order.state === 'rejected' ? <SubmittedTransfer order={order} /> : null}
          </>
        )
      }
    </OrderStep>
  );
}

function SubmittedTransfer({ order }: { order: Order }) {
  const transfer = order.transfer;
  if (!transfer) return null;
  return (
    <section className={styles.card} aria-label={t.submittedTransfer}>
      <h2 className={styles.cardTitle}>{t.submittedTransfer}</h2>
      <dl className={styles.rows}>
        <dt>{t.payerName}</dt>
        <dd>{transfer.payer_name}</dd>
        <dt>{t.remark}</dt>
        <dd>{transfer.remark || payText.common.none}</dd>
        <dt>{t.submittedAt}</dt>
        <dd className={styles.num}>{formatDateTime(transfer.submitted_at)}</dd>
      </dl>
      <VoucherImage url={transfer.voucher_url} />
    </section>
  );
}

type Values = { payer_name: string; remark?: string };

const payerNameRule = zodRule(offlineTransferFields.shape.payer_name);
const remarkRule = zodRule(offlineTransferFields.shape.remark);

function TransferForm({ order }: { order: Order }) {
  const [form] = Form.useForm<Values>();
  const submit = submitTransfer.use();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const resubmit = order.state === 'rejected';

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    // The same file picked again after a refusal must fire change again.
    event.target.value = '';
    if (!picked) return;
    const problem = voucherProblem(picked);
    setFileError(problem);
    if (problem) return;
    setFile(picked);
  }

  async function onFinish(values: Values) {
    const problem = voucherProblem(file);
    if (problem || !file) {
      setFileError(problem);
      return;
    }
    try {
      await submit.mutateAsync({
        order_no: order.order_no,
        payer_name: values.payer_name.trim(),
        remark: (values.remark ?? '').trim(),
        voucher: file,
      });
    } catch {
      return; // The request client has shown the refusal.
    }
    Toast.show({ icon: 'success', content: t.submitted });
  }

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        {t.voucher}
        {order.method === 'bank' ? (
          <Link to={`/pay/bank?order_no=${encodeURIComponent(order.order_no)}`} className={styles.titleLink}>
            {t.bankInfo}
          </Link>
        ) : null}
      </h2>
      <Form
        form={form}
        className={styles.voucherForm}
        layout="vertical"
        initialValues={{ payer_name: order.transfer?.payer_name ?? '', remark: order.transfer?.remark ?? '' }}
        onFinish={(values) => void onFinish(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submit.isPending}>
            {resubmit ? t.resubmit : t.submit}
          </Button>
        }
      >
        <Form.Item name="payer_name" label={t.payerName} rules={[payerNameRule]} required>
          <Input placeholder={t.payerNamePlaceholder} maxLength={30} clearable />
        </Form.Item>
        <Form.Item name="remark" label={t.remark} rules={[remarkRule]}>
          <TextArea placeholder={t.remarkPlaceholder} maxLength={200} rows={2} showCount />
        </Form.Item>
        <Form.Item label={t.voucher} required>
          <div className={styles.picker}>
            <input
              ref={inputRef}
              id="voucher-file"
              className={styles.fileInput}
              type="file"
              accept={VOUCHER_ACCEPT}
              aria-label={t.pickVoucher}
              onChange={onPick}
            />
            {preview ? (
              <img className={styles.preview} src={preview} alt={t.voucherAlt} />
            ) : (
              <button type="button" className={styles.pickTile} onClick={() => inputRef.current?.click()}>
                <span className={styles.pickPlus} aria-hidden="true">
                  +
                </span>
                {t.pickVoucher}
              </button>
            )}
            <div className={styles.pickSide}>
              {file ? (
                <>
                  <span className={styles.mono}>{file.name}</span>
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    onClick={() => inputRef.current?.click()}
                  >
                    {t.changeVoucher}
                  </Button>
                </>
              ) : null}
              <span>{t.voucherHint}</span>
              {fileError ? (
                <span className={styles.fieldError} role="alert">
                  {fileError}
                </span>
              ) : null}
            </div>
          </div>
        </Form.Item>
      </Form>
    </section>
  );
}
