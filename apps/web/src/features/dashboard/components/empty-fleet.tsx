import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import styles from './dashboard.module.css';

/** A fleet of none: what to do first, bind a device or buy an activation code. */
export function EmptyFleet() {
  const navigate = useNavigate();
  return (
    <section className={`${styles.card} ${styles.emptyCard} ${styles.area_empty}`}>
      <ErrorBlock status="empty" title={t.empty.title} description={t.empty.description}>
        <div className={styles.emptyActions}>
          <Button color="primary" onClick={() => void navigate('/device/add-device')}>
            {t.empty.addDevice}
          </Button>
          <Button color="primary" fill="outline" onClick={() => void navigate('/pay/buy-code')}>
            {t.empty.buyCode}
          </Button>
        </div>
      </ErrorBlock>
    </section>
  );
}
