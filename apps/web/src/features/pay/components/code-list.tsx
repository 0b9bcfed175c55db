import { Button, CapsuleTabs, Tag } from 'antd-mobile';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import type { ActivationCode } from '@nodebao/contract';
import { PhoneList } from '@/components/phone-list';
import { formatDateTime } from '@/lib/format';
import { payText } from '@/locales/zh-CN/pay';
import { useCodeList } from '../api/get-codes';
import { useSearchChoice } from '../hooks/use-search-param';
import { CODE_FILTERS, countOf } from '../lib/codes';
import styles from './pay.module.css';

const t = payText.codes;

/** 我的激活码: 全部 / 未使用 / 已使用 with their counts, the codes appended as the list scrolls. */
export function CodeList({ onBuy }: { onBuy: () => void }) {
  const [filter, setFilter] = useSearchChoice('status', CODE_FILTERS, 'all');
  const codes = useCodeList(filter);
  const counts = codes.last?.counts;

  return (
    <>
      <div className={styles.filters}>
        <CapsuleTabs
          activeKey={filter}
          onChange={(key) => setFilter(CODE_FILTERS.find((f) => f === key) ?? 'all')}
        >
          {CODE_FILTERS.map((f) => {
            const n = countOf(counts, f);
            return (
              <CapsuleTabs.Tab key={f} title={n === undefined ? t.counts[f] : t.countOf(t.counts[f], n)} />
            );
          })}
        </CapsuleTabs>
      </div>
      <PhoneList
        list={codes}
        as="ul"
        listClassName={styles.list}
        emptyTitle={filter === 'all' ? t.empty : t.emptyFiltered(t.counts[filter])}
        emptyHint={filter === 'all' ? t.emptyHint : undefined}
        emptyAction={
          filter === 'all' ? (
            <Button color="primary" onClick={onBuy}>
              {t.goBuy}
            </Button>
          ) : undefined
        }
      >
        {codes.list.map((code) => (
          <CodeItem key={code.id} code={code} />
        ))}
      </PhoneList>
    </>
  );
}

const CodeItem = memo(function CodeItem({ code }: { code: ActivationCode }) {
  const navigate = useNavigate();
  const used = code.status === 'used';
  return (
    <li className={styles.item}>
      <div className={styles.itemTop}>
        <span className={styles.itemCode}>{code.code}</span>
        <CopyButton text={code.code} doneMessage={t.copied} />
      </div>
      <div className={styles.itemLine}>
        <span>{code.device_type_name}</span>
        <Tag color={used ? 'default' : 'success'} fill="outline" round>
          {t.statusLabel[code.status]}
        </Tag>
      </div>
      <div className={styles.itemLine}>
        <span className={styles.num}>{formatDateTime(used ? code.used_at : code.created_at)}</span>
        {used && code.used_device_sn ? (
          <span className={styles.mono}>{t.usedOn(code.used_device_sn)}</span>
        ) : (
          <Button size="mini" fill="none" color="primary" onClick={() => void navigate('/device/add-device')}>
            {payText.result.addDevice}
          </Button>
        )}
      </div>
    </li>
  );
});
