import { Image, Spin } from 'antd';
import { useVoucherImage } from '../api/get-voucher';
import { supermanText } from '@/locales/zh-CN/superman';
import styles from './desktop.module.css';

const t = supermanText.offline;

/** The transfer voucher as a thumbnail; a click opens antd's preview (zoom, rotate). */
export function VoucherThumb({ url, orderNo }: { url: string | null | undefined; orderNo: string }) {
  const image = useVoucherImage(url);
  if (!url) return <span className={styles.muted}>{t.noVoucher}</span>;
  if (image.failed) {
    return (
      <button type="button" className={styles.thumbRetry} onClick={image.retry} title={t.voucherRetry}>
        {t.voucherFailed}
      </button>
    );
  }
  if (!image.src) {
    return (
      <span className={styles.thumbBox} aria-busy="true">
        <Spin size="small" />
      </span>
    );
  }
  return (
    <Image className={styles.thumb} src={image.src} alt={t.voucherAlt(orderNo)} width={56} height={56} />
  );
}
