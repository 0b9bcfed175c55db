import { Tabs } from 'antd-mobile';
import { payText } from '@/locales/zh-CN/pay';
import { CodeList } from '../components/code-list';
import { OrderForm } from '../components/order-form';
import { OrderList } from '../components/order-list';
import { BUY_TABS, useSearchChoice } from '../hooks/use-search-param';
import styles from '../components/pay.module.css';

const t = payText.buy;

/**
 * /pay/buy-code, phone and desktop (one view): 购买激活码 / 我的激活码 / 我的订单 as tabs (?tab= keeps
 * the choice), in a centred column on a desktop.
 */
export default function BuyCodePage() {
  const [tab, setTab] = useSearchChoice('tab', BUY_TABS, 'buy');
  const onBuy = () => setTab('buy');
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.tabs}>
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              window.scrollTo({ top: 0 });
              setTab(BUY_TABS.find((b) => b === key) ?? 'buy');
            }}
          >
            {BUY_TABS.map((key) => (
              <Tabs.Tab key={key} title={t.tabs[key]} />
            ))}
          </Tabs>
        </div>
        {tab === 'buy' ? <OrderForm /> : null}
        {tab === 'codes' ? <CodeList onBuy={onBuy} /> : null}
        {tab === 'orders' ? <OrderList onBuy={onBuy} /> : null}
      </div>
    </div>
  );
}
