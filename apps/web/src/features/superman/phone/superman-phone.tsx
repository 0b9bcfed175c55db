import { Badge, CapsuleTabs } from 'antd-mobile';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/app/page-loading';
import { sectionOf, staffSections, type StaffSection } from '@/app/staff-sections';
import { auditText } from '@/locales/zh-CN/audit';
import styles from './superman.module.css';

/** The audit trail: staff look up who changed what from the queues' home. */
const AUDIT_PATH = '/manage/audit';

function Title({ section }: { section: StaffSection }) {
  const count = section.useCount?.();
  return (
    <span className={styles.title}>
      {section.title}
      {count ? <Badge content={count > 99 ? '99+' : count} /> : null}
    </span>
  );
}

/**
 * The staff home on phones: the sections as capsules (when there are several), a link to 操作审计,
 * then the section.
 */
export default function SupermanPhone() {
  const [search, setSearch] = useSearchParams();
  const section = sectionOf(search.get('section'));
  const Section = section.view;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        {staffSections.length > 1 ? (
          <CapsuleTabs
            activeKey={section.key}
            onChange={(key) => setSearch({ section: key }, { replace: true })}
          >
            {staffSections.map((s) => (
              <CapsuleTabs.Tab key={s.key} title={<Title section={s} />} />
            ))}
          </CapsuleTabs>
        ) : (
          <h2 className={styles.heading}>
            <Title section={section} />
          </h2>
        )}
        <Link className={styles.auditLink} to={AUDIT_PATH}>
          {auditText.title} ›
        </Link>
      </div>
      <Suspense fallback={<PageLoading />}>
        <Section />
      </Suspense>
    </div>
  );
}
