import { Button } from 'antd-mobile';
import { Popup } from '@/components/opened-once';
import { useLastOpened } from '@/components/use-last-opened';
import type { ReactNode } from 'react';
import styles from './phone-list.module.css';

type PhoneSheetProps<T> = {
  /** What the sheet is open for (a row, a mode; `true` for a sheet of its own), null when closed. */
  open: T | null;
  title: ReactNode | ((shown: T) => ReactNode);
  /** Beside the title: what is under way, a count. */
  aside?: ReactNode;
  closeText: string;
  onClose: () => void;
  /** The feature's sheet class (its height), in place of the shared one. */
  className?: string;
  children: (shown: T) => ReactNode;
};

/**
 * A phone's bottom sheet: a head (title, what is under way, the close button) over a body that
 * scrolls. Opened for a value, it keeps drawing the last one while it slides away. For the pickers
 * and edits of the phone-only views; a form both views open (a reason, a reference) is a `FormSheet`,
 * which becomes a centred box on desktops.
 */
export function PhoneSheet<T>({
  open,
  title,
  aside,
  closeText,
  onClose,
  className = styles.sheet,
  children,
}: PhoneSheetProps<T>) {
  const shown = useLastOpened(open);

  return (
    <Popup
      visible={open !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={className}
    >
      {shown !== null ? (
        <>
          <header className={styles.sheetHead}>
            <span className={styles.sheetTitle}>{typeof title === 'function' ? title(shown) : title}</span>
            {aside}
            <Button size="small" fill="none" onClick={onClose}>
              {closeText}
            </Button>
          </header>
          <div className={styles.sheetBody}>{children(shown)}</div>
        </>
      ) : null}
    </Popup>
  );
}
