import type { Order } from '@nodebao/contract';
import { Button, Tag, type TableColumnsType } from 'antd';
import { PagedTable, TableEmpty, yuanColumn } from '@/components/desktop-list';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { payText } from '@/locales/zh-CN/pay';
import { useOrderPage } from '../api/get-orders';
import {
  DESKTOP_ORDER_COLORS,
  orderLink,
  orderStateLabel,
  PAY_METHOD_LABELS,
  type OrderState,
} from '../lib/states';
import { copyColumn } from './copy-column';
import styles from './desktop.module.css';

const t = payText.orders;
const o = payText.order;

/** 我的订单 on desktops: one page at a time; an open order links to where it goes on. */
export function OrderTable({ onBuy }: { onBuy: () => void }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const orders = useOrderPage(undefined, page);

  const columns: TableColumnsType<Order> = [
    copyColumn(o.orderNo, 'order_no', payText.common.copied),
    {
      title: o.deviceType,
      key: 'type',
      render: (_: unknown, r) => o.typeTimes(r.device_type_name, r.quantity),
    },
    yuanColumn(o.amount, 'amount', { width: 120 }),
    {
      title: o.method,
      dataIndex: 'method',
      key: 'method',
      width: 120,
      render: (m: Order['method']) =>
        m ? PAY_METHOD_LABELS[m] : <span className={styles.muted}>{o.noMethod}</span>,
    },
    {
      title: o.state,
      dataIndex: 'state',
      key: 'state',
      width: 110,
      render: (s: OrderState) => <Tag color={DESKTOP_ORDER_COLORS[s]}>{orderStateLabel(s)}</Tag>,
    },
    {
      title: o.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 160,
      render: (at: string) => <span className={styles.num}>{formatDateTime(at)}</span>,
    },
    {
      title: t.actions,
      key: 'actions',
      width: 110,
      render: (_: unknown, r) => {
        const link = orderLink(r);
        if (!link || r.state === 'paid') return <span className={styles.muted}>{payText.common.none}</span>;
        return (
          <Button type="link" size="small" onClick={() => void navigate(link)}>
            {r.state === 'pending' ? t.goPay : t.goVoucher}
          </Button>
        );
      },
    },
  ];

  return (
    <PagedTable<Order>
      query={orders}
      text={{ loadFailed: payText.common.loadFailed }}
      size="middle"
      tableLayout="auto"
      columns={columns}
      empty={
        <TableEmpty
          title={t.empty}
          hint={t.emptyHint}
          action={
            <Button type="primary" onClick={onBuy}>
              {payText.codes.goBuy}
            </Button>
          }
        />
      }
      page={page}
      onPage={setPage}
    />
  );
}
