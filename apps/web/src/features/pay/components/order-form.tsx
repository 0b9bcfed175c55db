import { formatYuan } from '@nodebao/contract/money';
import { Button, ErrorBlock, Selector, Stepper, Toast } from 'antd-mobile';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { payText } from '@/locales/zh-CN/pay';
import { useOrderForm } from '../hooks/use-order-form';
import { QUANTITY_MAX, QUANTITY_MIN } from '../lib/price';
import styles from './pay.module.css';

const t = payText.buy;

/** The order form: a device type with its price, the quantity 1–500, the live total. */
export function OrderForm() {
  const { types, forSale, chosen, choose, quantity, setQuantity, total, submit, submitting } = useOrderForm();

  if (types.error && !types.data) {
    return (
      <div className={styles.stateWrap}>
        <LoadError error={types.error} retrying={types.isFetching} onRetry={() => void types.refetch()} />
      </div>
    );
  }
  if (!forSale) {
    return (
      <div className={styles.stateWrap}>
        <LoadingSkeleton lines={5} />
      </div>
    );
  }
  if (forSale.length === 0) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.noTypes} description={t.noTypesHint} />
      </div>
    );
  }
  function onSubmit() {
    if (!chosen) {
      Toast.show({ content: t.pickType });
      return;
    }
    void submit();
  }

  return (
    <>
      <p className={styles.intro}>{t.intro}</p>
      <section className={styles.card} aria-label={t.chooseType}>
        <h2 className={styles.cardTitle}>{t.chooseType}</h2>
        <Selector
          columns={1}
          options={forSale.map((d) => ({
            label: d.name,
            description: t.priceEach(formatYuan(d.code_price_fen)),
            value: d.id,
          }))}
          value={chosen ? [chosen.id] : []}
          onChange={(value) => {
            if (value[0] !== undefined) choose(value[0]);
          }}
        />
      </section>
      <section className={styles.card}>
        <div className={styles.quantityRow}>
          <h2 className={styles.inlineTitle}>{t.quantity}</h2>
          <Stepper
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            digits={0}
            value={quantity}
            onChange={setQuantity}
            aria-label={t.quantity}
          />
        </div>
        <p className={styles.hint}>{t.quantityHint(QUANTITY_MAX)}</p>
      </section>
      <section className={styles.card}>
        <div className={styles.totalLine}>
          <span>{t.total}</span>
          <span className={styles.amount} aria-live="polite" data-testid="order-total">
            {formatYuan(total)}
            <span className={styles.amountUnit}>元</span>
          </span>
        </div>
      </section>
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={submitting} onClick={onSubmit}>
          {t.submit}
        </Button>
      </div>
    </>
  );
}
