import { Badge, Tabs } from 'antd';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { PageLoading } from '@/app/page-loading';
import { sectionOf, staffSections, type StaffSection } from '@/app/staff-sections';
import { auditText } from '@/locales/zh-CN/audit';
import styles from './superman.module.css';

/** The audit trail: staff look up who changed what from the queues' home. */
const AUDIT_PATH = '/manage/audit';

function Label({ section }: { section: StaffSection }) {
  const count = section.useCount?.();
  return (
    <span className={styles.label}>
      {section.title}
      {count ? <Badge count={count} overflowCount={99} size="small" /> : null}
    </span>
  );
}

/** The staff home on desktops: one tab per section (only the open one is loaded), and 操作审计. */
export default function SupermanDesktop() {
  const [search, setSearch] = useSearchParams();
  const active = sectionOf(search.get('section'));
  return (
    <AntdScope>
      <div className={styles.view}>
        <Tabs
          activeKey={active.key}
          onChange={(key) => setSearch({ section: key }, { replace: true })}
          tabBarExtraContent={<Link to={AUDIT_PATH}>{auditText.title} ›</Link>}
          items={staffSections.map((section) => ({
            key: section.key,
            label: <Label section={section} />,
            children:
              section.key === active.key ? (
                <Suspense fallback={<PageLoading />}>
                  <section.view />
                </Suspense>
              ) : null,
          }))}
        />
      </div>
    </AntdScope>
  );
}
