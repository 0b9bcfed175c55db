import { Typography, type TableColumnType } from 'antd';
import { payText } from '@/locales/zh-CN/pay';
import styles from './desktop.module.css';

/** A column of codes a member copies elsewhere (an activation code, an order number), in monospace. */
export function copyColumn<T>(title: string, field: keyof T & string, copied: string): TableColumnType<T> {
  return {
    title,
    dataIndex: field,
    key: field,
    render: (value: string) => (
      <Typography.Text
        className={styles.mono}
        copyable={{ text: value, tooltips: [payText.common.copy, copied] }}
      >
        {value}
      </Typography.Text>
    ),
  };
}
