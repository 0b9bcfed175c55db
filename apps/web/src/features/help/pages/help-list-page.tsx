import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { helpText } from '@/locales/zh-CN/help';
import { PhoneList } from '@/components/phone-list';
import { PageHeader } from '@/components/page-header';
import publicStyles from '@/components/content.module.css';
import { useArticles } from '../api/get-articles';
import styles from '../components/help.module.css';

/** /help/index: the guides, loaded once per visit and reused (SPEC §4). */
export default function HelpListPage() {
  const navigate = useNavigate();
  const articles = useArticles();

  return (
    <div className={publicStyles.page}>
      <PageHeader title={helpText.title} />
      <main className={publicStyles.body}>
        <p className={publicStyles.lead}>{helpText.intro}</p>
        <PhoneList list={articles} pull={false} as="div" emptyTitle={helpText.empty}>
          <List className={styles.list}>
            {articles.list.map((a) => (
              <List.Item key={a.id} arrow onClick={() => navigate(`/help/${a.id}`)}>
                <div className={styles.itemTitle}>{a.title}</div>
                {a.summary ? <div className={styles.itemSummary}>{a.summary}</div> : null}
              </List.Item>
            ))}
          </List>
        </PhoneList>
      </main>
    </div>
  );
}
