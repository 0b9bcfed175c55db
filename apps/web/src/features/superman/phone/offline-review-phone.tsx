import type { AdminOrder, OrderState } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { SearchBar, Tabs, Tag } from 'antd-mobile';
import { memo } from 'react';
import { PhoneList, ReviewButtonRow } from '@/components/phone-list';
import { RejectReasonSheet } from '@/components/reject-reason-sheet';
import { formatDateTime } from '@/lib/format';
import { supermanText } from '@/locales/zh-CN/superman';
import { useOfflineList } from '../api/get-offline-list';
import { useOfflineReview } from '../hooks/use-offline-review';
import {
  canReview,
  handledLine,
  MOBILE_ORDER_COLORS,
  OFFLINE_STATES,
  orderStateLabel,
  productLine,
} from '../lib/offline';
import { VoucherThumb } from './voucher-thumb';
import styles from './staff.module.css';

const t = supermanText.offline;
const c = supermanText.common;

/** The staff queue of offline payments on phones: 待审核 first, cards with 确认收款 / 驳回. */
export default function OfflineReviewPhone() {
  const review = useOfflineReview();
  const { state, setState, input, setInput, keyword, busyId, rejectRow, setRejectRow } = review;
  const queue = useOfflineList(review.filter);

  return (
    <>
      <div className={styles.top}>
        <div className={styles.tabs}>
          <Tabs
            activeKey={state}
            onChange={(key) => {
              window.scrollTo({ top: 0 });
              setState(OFFLINE_STATES.find((s) => s === key) ?? 'reviewing');
            }}
          >
            {OFFLINE_STATES.map((s: OrderState) => (
              <Tabs.Tab key={s} title={t.tabs[s]} />
            ))}
          </Tabs>
        </div>
        <div className={styles.filters}>
          <SearchBar placeholder={t.searchPlaceholder} maxLength={32} value={input} onChange={setInput} />
        </div>
      </div>
      <PhoneList
        list={queue}
        total={c.total}
        emptyTitle={keyword ? t.noMatch : state === 'reviewing' ? t.empty : t.emptyOther}
        emptyHint={!keyword && state === 'reviewing' ? t.emptyHint : undefined}
        summaryClassName={styles.summary}
        listClassName={styles.cards}
      >
        {queue.list.map((row) => (
          <OrderCard
            key={row.id}
            row={row}
            busy={busyId === row.id}
            locked={busyId !== undefined}
            onConfirm={(r) => void review.confirmRow(r)}
            onReject={setRejectRow}
          />
        ))}
      </PhoneList>
      <RejectReasonSheet
        row={rejectRow}
        text={t}
        busy={review.rejecting}
        onClose={() => setRejectRow(null)}
        onSubmit={(reason) => void review.rejectWithReason(reason)}
      />
    </>
  );
}

type OrderCardProps = {
  row: AdminOrder;
  busy: boolean;
  locked: boolean;
  onConfirm: (row: AdminOrder) => void;
  onReject: (row: AdminOrder) => void;
};

const OrderCard = memo(function OrderCard({ row, busy, locked, onConfirm, onReject }: OrderCardProps) {
  const transfer = row.transfer;
  const reason = row.state === 'rejected' ? transfer?.reject_reason : '';
  return (
    <li className={styles.card} aria-label={`${t.orderNo} ${row.order_no}`}>
      <div className={styles.cardTop}>
        <span className={styles.amount}>{c.yuan(formatYuan(row.amount))}</span>
        <Tag color={MOBILE_ORDER_COLORS[row.state]} fill="outline" round>
          {orderStateLabel(row)}
        </Tag>
      </div>
      <div className={styles.cardBody}>
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt>{t.member}</dt>
            <dd>
              <span className={styles.num}>{row.member_mobile}</span>
              {row.member_nickname ? ` ${row.member_nickname}` : ''}
            </dd>
          </div>
          <div className={styles.field}>
            <dt>{t.productShort}</dt>
            <dd>{productLine(row)}</dd>
          </div>
          <div className={styles.field}>
            <dt>{t.payer}</dt>
            <dd>{transfer?.payer_name || c.none}</dd>
          </div>
          <div className={styles.field}>
            <dt>{t.remark}</dt>
            <dd>{transfer?.remark || c.none}</dd>
          </div>
        </dl>
        <VoucherThumb url={transfer?.voucher_url} orderNo={row.order_no} />
      </div>
      <div className={`${styles.line} ${styles.muted}`}>
        <span className={styles.mono}>{row.order_no}</span>
      </div>
      <div className={`${styles.line} ${styles.muted} ${styles.num}`}>
        {transfer
          ? `${t.submittedAt} ${formatDateTime(transfer.submitted_at)}`
          : `${t.createdAt} ${formatDateTime(row.created_at)}`}
        {handledLine(row) ? (
          <>
            <span className={styles.dot}>·</span>
            {handledLine(row)}
          </>
        ) : null}
      </div>
      {reason ? <div className={styles.reason}>{t.rejectReason(reason)}</div> : null}
      {canReview(row) ? (
        <ReviewButtonRow
          locked={locked}
          busy={busy}
          approveText={t.confirm}
          rejectText={t.reject}
          onApprove={() => onConfirm(row)}
          onReject={() => onReject(row)}
        />
      ) : null}
    </li>
  );
});
