import { Button, ErrorBlock, Input, List, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormSheet } from '@/components/form-sheet';
import { useFeedback } from '@/lib/feedback';
import { clearSession } from '@/lib/session';
import { accountText } from '@/locales/zh-CN/account';
import { useCloseAccount, useClosureCheck } from '../api/close-account';
import styles from './account.module.css';

const t = accountText.close;

/**
 * 注销账号 (issue 11 §2): what closing means, what must be done first (asked of the server each time
 * the sheet opens), the current password, a last confirmation; then the member is signed out here
 * too (the server already revoked every token).
 */
export function CloseAccountSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const check = useClosureCheck(visible);
  const closing = useCloseAccount();
  const [password, setPassword] = useState('');

  async function onSubmit() {
    if (!password) {
      Toast.show({ content: t.passwordRequired });
      return;
    }
    const confirmed = await feedback.confirm({
      title: t.confirmTitle,
      content: t.confirmText,
      ok: t.confirmOk,
      cancel: t.cancel,
    });
    if (!confirmed) return;
    closing.mutate(password, {
      onSuccess: () => {
        clearSession({ byUser: true });
        void navigate('/user/login', { replace: true });
        Toast.show({ icon: 'success', content: t.closed });
      },
      onError: () => void check.refetch(),
    });
  }

  const data = check.data;
  function close() {
    setPassword('');
    onClose();
  }
  return (
    <FormSheet visible={visible} title={t.title} onClose={close}>
      <div className={styles.closeBody}>
        <ul className={styles.closeMeaning}>
          {t.meaning.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {check.isPending ? <Skeleton.Paragraph lineCount={3} animated /> : null}
        {check.isError ? (
          <ErrorBlock status="disconnected" title={t.checkFailed} description={t.checkFailedHint}>
            <Button size="small" fill="outline" onClick={() => void check.refetch()}>
              {t.retry}
            </Button>
          </ErrorBlock>
        ) : null}
        {data && !data.can_close ? (
          <List className={styles.blockers} header={t.blockersTitle}>
            {data.blockers.map((b) => (
              <List.Item key={b.code}>{b.msg}</List.Item>
            ))}
          </List>
        ) : null}
        {data?.can_close ? (
          <>
            <p className={styles.closeReady}>{t.ready}</p>
            <label className={styles.passwordLabel} htmlFor="close-account-password">
              {t.passwordLabel}
            </label>
            <Input
              id="close-account-password"
              className={styles.passwordInput}
              type="password"
              autoComplete="current-password"
              placeholder={t.passwordPlaceholder}
              value={password}
              onChange={setPassword}
              maxLength={64}
            />
            <Button
              block
              color="danger"
              size="large"
              loading={closing.isPending}
              onClick={() => void onSubmit()}
            >
              {t.submit}
            </Button>
          </>
        ) : null}
      </div>
    </FormSheet>
  );
}
