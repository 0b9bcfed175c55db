import { Tabs } from 'antd';
import { AntdScope } from '@/app/antd-scope';
import { payText } from '@/locales/zh-CN/pay';
import { BUY_TABS, useSearchChoice } from '../hooks/use-search-param';
import { CodeTable } from './code-table';
import { OrderFormDesktop } from './order-form-desktop';
import { OrderTable } from './order-table';
import styles from './desktop.module.css';

const t = payText.buy;

/** /pay/buy-code on desktops: the order form, my codes and my orders as tabs (?tab=). */
export default function BuyCodeDesktop() {
  return (
    <AntdScope>
      <BuyCodeTabs />
    </AntdScope>
  );
}

function BuyCodeTabs() {
  const [tab, setTab] = useSearchChoice('tab', BUY_TABS, 'buy');
  const onBuy = () => setTab('buy');
  return (
    <div className={styles.view}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(BUY_TABS.find((b) => b === key) ?? 'buy')}
        destroyOnHidden
        items={[
          { key: 'buy', label: t.tabs.buy, children: <OrderFormDesktop /> },
          { key: 'codes', label: t.tabs.codes, children: <CodeTable onBuy={onBuy} /> },
          { key: 'orders', label: t.tabs.orders, children: <OrderTable onBuy={onBuy} /> },
        ]}
      />
    </div>
  );
}
