import { Button, DotLoading, ImageViewer } from 'antd-mobile';
import { payText } from '@/locales/zh-CN/pay';
import { useVoucherUrl } from '../api/get-voucher';
import styles from './pay.module.css';

const t = payText.offline;

/** The uploaded voucher, fetched with the member's token; tap to see it full screen. */
export function VoucherImage({ url }: { url: string }) {
  const voucher = useVoucherUrl(url);
  if (voucher.isError) {
    return (
      <span className={styles.fieldError}>
        {t.voucherFailed}{' '}
        <Button size="mini" fill="none" color="primary" onClick={() => void voucher.retry()}>
          {payText.common.retry}
        </Button>
      </span>
    );
  }
  if (!voucher.src) {
    return (
      <span className={styles.muted}>
        {t.voucherLoading}
        <DotLoading />
      </span>
    );
  }
  const src = voucher.src;
  return (
    <button type="button" className={styles.voucherButton} onClick={() => ImageViewer.show({ image: src })}>
      <img className={styles.voucherImage} src={src} alt={t.voucherAlt} />
    </button>
  );
}
