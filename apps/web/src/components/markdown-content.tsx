import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import styles from './content.module.css';

/** Site paths stay in the app; other links open a new tab. */
const components: Components = {
  a: ({ href, children }) => {
    if (href?.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
};

/** Markdown text from the server (legal pages, help guides). Raw HTML is not rendered. */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}
