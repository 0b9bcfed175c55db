import { Tabs } from 'antd-mobile';
import { manageText } from '@/locales/zh-CN/manage';
import { useDeviceAddress } from '../hooks/use-device-address';
import type { ManageDeviceTab } from '../lib/device-filter';
import styles from './phone.module.css';

const t = manageText.device;

/** The two tabs, at the top of each tab's sticky header (so tabs and filters stick together). */
export function DeviceTabs() {
  const { tab, update } = useDeviceAddress();
  return (
    <Tabs
      className={styles.tabs}
      activeKey={tab}
      onChange={(key) => {
        window.scrollTo({ top: 0 });
        update({ tab: key as ManageDeviceTab });
      }}
    >
      <Tabs.Tab key="devices" title={t.tabs.devices} />
      <Tabs.Tab key="records" title={t.tabs.records} />
    </Tabs>
  );
}
