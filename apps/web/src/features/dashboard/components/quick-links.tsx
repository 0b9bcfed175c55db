import { Link } from 'react-router';
import { StrokeIcon } from '@/app/icons';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import styles from './dashboard.module.css';
import { Section } from './section';

// Drawn like the shell's icons (app/icons.tsx).
const ICONS = {
  add: ['M4 4h16v16H4z', 'M12 8v8', 'M8 12h8'],
  devices: [
    'M3 13h18v7H3z',
    'M7 16.5h.01',
    'M11 16.5h.01',
    'M8 10a5 5 0 0 1 8 0',
    'M5.5 7.5a8.5 8.5 0 0 1 13 0',
  ],
  runRecord: ['M4 4v16h16', 'M7 15l4-5 3 3 5-6'],
  events: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'],
  help: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6',
    'M12 17h.01',
  ],
} as const;

type LinkKey = keyof typeof ICONS;

const LINKS: Array<{ key: LinkKey; to: string; label: string }> = [
  { key: 'add', to: '/device/add-device', label: t.links.addDevice },
  { key: 'devices', to: '/device/index', label: t.links.devices },
  { key: 'runRecord', to: '/account/run-record', label: t.links.runRecord },
  { key: 'events', to: '/account/event-record', label: t.links.events },
  { key: 'help', to: '/help/index', label: t.links.help },
];

/** 添加设备, 设备列表, 运行记录, 故障事件, 帮助中心. */
export function QuickLinks() {
  return (
    <Section area="links" title={t.links.title}>
      <nav className={styles.links} aria-label={t.links.title}>
        {LINKS.map((link) => (
          <Link key={link.key} className={styles.link} to={link.to}>
            <span className={`${styles.linkIcon} ${styles[`linkIcon_${link.key}`]}`}>
              <StrokeIcon paths={ICONS[link.key]} />
            </span>
            <span className={styles.linkLabel}>{link.label}</span>
          </Link>
        ))}
      </nav>
    </Section>
  );
}
