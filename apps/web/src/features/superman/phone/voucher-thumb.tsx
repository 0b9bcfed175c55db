import { DotLoading, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { supermanText } from '@/locales/zh-CN/superman';
import { useVoucherImage } from '../api/get-voucher';
import styles from './staff.module.css';

const t = supermanText.offline;

/** The transfer voucher as a thumbnail; a tap opens it full screen (pinch to zoom). */
export function VoucherThumb({ url, orderNo }: { url: string | null | undefined; orderNo: string }) {
  const image = useVoucherImage(url);
  const [open, setOpen] = useState(false);
  if (!url) return <span className={styles.thumbState}>{t.noVoucher}</span>;
  if (image.failed) {
    return (
      <button type="button" className={styles.thumbState} onClick={image.retry}>
        {t.voucherFailed}
        <br />
        {t.voucherRetry}
      </button>
    );
  }
  if (!image.src) {
    return (
      <span className={styles.thumbState} aria-busy="true">
        <DotLoading color="primary" />
      </span>
    );
  }
  return (
    <>
      <button type="button" className={styles.thumb} onClick={() => setOpen(true)}>
        <img src={image.src} alt={t.voucherAlt(orderNo)} />
      </button>
      <ImageViewer image={image.src} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
