import { Tabs } from 'antd-mobile';
import { payText } from '@/locales/zh-CN/pay';
import { BUY_TABS, useSearchChoice } from '../hooks/use-search-param';
import { CodeListPhone } from './code-list-phone';
import { OrderFormPhone } from './order-form-phone';
import { OrderListPhone } from './order-list-phone';
import styles from '../components/pay.module.css';

const t = payText.buy;

/** /pay/buy-code on phones: 购买激活码 / 我的激活码 / 我的订单 as tabs (?tab= keeps the choice). */
export default function BuyCodePhone() {
  const [tab, setTab] = useSearchChoice('tab', BUY_TABS, 'buy');
  const onBuy = () => setTab('buy');
  return (
    <div className={styles.page}>
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
      <div className={styles.inner}>
        {tab === 'buy' ? <OrderFormPhone /> : null}
        {tab === 'codes' ? <CodeListPhone onBuy={onBuy} /> : null}
        {tab === 'orders' ? <OrderListPhone onBuy={onBuy} /> : null}
      </div>
    </div>
  );
}
