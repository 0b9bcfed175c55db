import { formatYuan } from '@nodebao/contract/money';
import { Alert, Button, Empty, Form, InputNumber, Radio, Skeleton, Typography } from 'antd';

import { payText } from '@/locales/zh-CN/pay';
import { useOrderForm } from '../hooks/use-order-form';
import { QUANTITY_MAX, QUANTITY_MIN } from '../lib/price';
import styles from './desktop.module.css';
import { LoadFailedResult } from '@/components/desktop-list';

const t = payText.buy;

/** The order form on desktops: type cards with their price, the quantity, the live total. */
export function OrderFormDesktop() {
  const { types, forSale, chosen, choose, quantity, setQuantity, total, submit, submitting } = useOrderForm();

  if (types.error && !types.data) {
    return <LoadFailedResult query={types} title={payText.common.loadFailed} />;
  }
  if (!forSale) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (forSale.length === 0) {
    return <Empty description={t.noTypes}>{t.noTypesHint}</Empty>;
  }

  return (
    <Form className={styles.form} layout="vertical" onFinish={() => void submit()}>
      <Alert className={styles.intro} type="info" showIcon title={t.intro} />
      <Form.Item label={t.chooseType} required>
        <Radio.Group
          className={styles.types}
          optionType="button"
          value={chosen?.id}
          onChange={(e) => choose(Number(e.target.value))}
        >
          {forSale.map((d) => (
            <Radio.Button key={d.id} value={d.id} className={styles.type}>
              <span className={styles.typeName}>{d.name}</span>
              <br />
              <span className={styles.typePrice}>{t.priceEach(formatYuan(d.code_price_fen))}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t.quantity} extra={t.quantityHint(QUANTITY_MAX)} required>
        <InputNumber
          aria-label={t.quantity}
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          precision={0}
          value={quantity}
          onChange={(value) => setQuantity(value ?? QUANTITY_MIN)}
          className={styles.quantity}
        />
      </Form.Item>
      <Form.Item label={t.total}>
        <Typography.Text className={styles.total} data-testid="order-total">
          {formatYuan(total)}
          <span className={styles.unit}>元</span>
        </Typography.Text>
      </Form.Item>
      <Button type="primary" size="large" htmlType="submit" disabled={!chosen} loading={submitting}>
        {t.submit}
      </Button>
      {!chosen ? (
        <Typography.Text type="secondary" className={styles.pickHint}>
          {t.pickType}
        </Typography.Text>
      ) : null}
    </Form>
  );
}
