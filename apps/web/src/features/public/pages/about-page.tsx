import { publicText } from '@/locales/zh-CN/public';
import type { ParamData } from '../api/get-param';
import { LegalTextPage } from '../components/legal-text-page';
import styles from '@/components/content.module.css';

const t = publicText.contact;

function ContactCard({ data }: { data: ParamData }) {
  return (
    <section className={styles.card} aria-labelledby="contact-title">
      <h2 id="contact-title">{t.title}</h2>
      <dl className={styles.contact}>
        <dt>{t.phone}</dt>
        <dd>
          <a href={`tel:${data.service_phone.replace(/[^\d+]/g, '')}`}>{data.service_phone}</a>
        </dd>
        <dt>{t.email}</dt>
        <dd>
          <a href={`mailto:${data.service_email}`}>{data.service_email}</a>
        </dd>
        <dt>{t.hours}</dt>
        <dd>{data.service_hours}</dd>
      </dl>
    </section>
  );
}

/** /user/about: the project intro and how to reach the service desk. */
export default function AboutPage() {
  return <LegalTextPage name="about" after={(data) => <ContactCard data={data} />} />;
}
