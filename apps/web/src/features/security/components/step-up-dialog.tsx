import { SECOND_FACTOR_CODE_PATTERN, secondFactorMessages } from '@nodebao/contract/account-rules';
import { Button, Dialog, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { BusinessError } from '@/lib/request';
import { requestMessages } from '@/locales/zh-CN/request';
import { securityText } from '@/locales/zh-CN/security';
import { verifySecondFactor } from '../api/security';
import cardPage from '@/components/card-page.module.css';
import styles from './security.module.css';

const t = securityText.stepUp;

/**
 * Asks for a fresh authenticator code when an action answered STEP_UP_REQUIRED (the request client
 * calls this, main.tsx wires it): resolves true once the server took the code, false when the member
 * gave up. One prompt at a time: actions refused together wait for the same answer.
 */
let asking: Promise<boolean> | null = null;
export function askStepUpCode(): Promise<boolean> {
  asking ??= new Promise<boolean>((resolve) => {
    const handler = Dialog.show({
      title: t.title,
      content: (
        <StepUpForm
          onDone={(verified) => {
            handler.close();
            asking = null;
            resolve(verified);
          }}
        />
      ),
      closeOnMaskClick: false,
    });
  });
  return asking;
}

function StepUpForm({ onDone }: { onDone: (verified: boolean) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!SECOND_FACTOR_CODE_PATTERN.test(typed)) {
      setError(typed ? secondFactorMessages.invalid : secondFactorMessages.required);
      return;
    }
    setPending(true);
    try {
      await verifySecondFactor(typed);
      onDone(true);
    } catch (err) {
      setError(err instanceof BusinessError ? err.message : requestMessages.network);
      setCode('');
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t.intro}</p>
      <Input
        className={styles.codeInput}
        value={code}
        onChange={setCode}
        placeholder={t.placeholder}
        autoComplete="one-time-code"
        maxLength={11}
        autoFocus
        aria-label={securityText.setup.codeLabel}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={cardPage.actions}>
        <Button className={styles.grow} onClick={() => onDone(false)} disabled={pending}>
          {t.cancel}
        </Button>
        <Button className={styles.grow} color="primary" type="submit" loading={pending}>
          {t.confirm}
        </Button>
      </div>
    </form>
  );
}
