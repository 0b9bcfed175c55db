import { CenterPopup, Popup } from '@/components/opened-once';
import type { ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { app as appText } from '@/locales/zh-CN/app';
import styles from './form-sheet.module.css';

type FormSheetProps = {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** A form over the page: a bottom sheet within reach of the thumb on phones, a centred box on desktops. */
export function FormSheet({ visible, title, onClose, children }: FormSheetProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const content = (
    <>
      <div className={styles.sheetHead}>
        <span className={styles.sheetTitle}>{title}</span>
        <button type="button" className={styles.closeButton} aria-label={appText.cancel} onClick={onClose}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="#999"
            strokeWidth="2"
            aria-hidden
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.sheetBody}>{children}</div>
    </>
  );
  if (desktop) {
    return (
      <CenterPopup
        visible={visible}
        onMaskClick={onClose}
        bodyClassName={`${styles.sheet} ${styles.centerSheet}`}
      >
        {content}
      </CenterPopup>
    );
  }
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      {content}
    </Popup>
  );
}
