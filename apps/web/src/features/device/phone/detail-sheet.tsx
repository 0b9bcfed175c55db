import { Button, Dialog, Input } from 'antd-mobile';
import { Popup } from '@/components/opened-once';
import { deviceText as t } from '@/locales/zh-CN/device';
import { DeviceDetail } from '../components/device-detail';
import { DEVICE_NAME_MAX, useDeviceDetail } from '../hooks/use-device-detail';
import type { DeviceRow } from '../types';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

type DetailSheetProps = {
  row: DeviceRow | null;
  showMember: boolean;
  onClose: () => void;
};

/** The device detail as a bottom sheet, with 编辑名称 and 重启. */
export function DetailSheet({ row, showMember, onClose }: DetailSheetProps) {
  const detail = useDeviceDetail(row);
  const { shown } = detail;

  return (
    <Popup
      visible={row !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={`${styles.sheet} ${styles.detailSheet}`}
    >
      <header className={phoneList.sheetHead}>
        <span className={styles.sheetTitle}>{t.detailTitle}</span>
        <Button size="small" fill="none" onClick={onClose}>
          {t.close}
        </Button>
      </header>
      <div className={phoneList.sheetBody}>
        {shown ? (
          <div className={styles.detailBody}>
            <DeviceDetail
              id={shown.id}
              row={shown}
              showMember={showMember}
              renderActions={(device) => (
                <>
                  <Button onClick={() => detail.startRename(device)}>{t.rename}</Button>
                  <Button
                    color="primary"
                    fill="outline"
                    loading={detail.rebooting}
                    onClick={() => void detail.rebootOne(device)}
                  >
                    {t.rebootOne}
                  </Button>
                </>
              )}
            />
          </div>
        ) : null}
      </div>
      <Dialog
        visible={detail.renaming !== null}
        title={t.renameTitle}
        onClose={detail.cancelRename}
        content={
          <Input
            className={styles.renameInput}
            value={detail.name}
            onChange={detail.setName}
            maxLength={DEVICE_NAME_MAX}
            clearable
            placeholder={t.renamePlaceholder}
            onEnterPress={() => void detail.saveName()}
            autoFocus
          />
        }
        actions={[
          [
            { key: 'cancel', text: t.cancel, onClick: detail.cancelRename },
            {
              key: 'save',
              text: t.save,
              bold: true,
              disabled: detail.savingName,
              onClick: () => void detail.saveName(),
            },
          ],
        ]}
      />
    </Popup>
  );
}
