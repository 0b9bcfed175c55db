import { changePasswordBody } from '@nodebao/contract/schemas';
import { LOGIN_PASSWORD_MAX } from '@nodebao/contract/account-rules';
import { Button, Dialog, Form, Input, NoticeBar, Tag, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import cardPage from '@/components/card-page.module.css';
import { copyText } from '@/components/copy-text';
import { CopyButton } from '@/components/copy-button';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { NewPasswordFields, PasswordInput } from '@/components/password-fields';
import { SubmitForm } from '@/components/submit-form';
import { zodRule } from '@/lib/form-rule';
import { formatDateTime } from '@/lib/format';
import { securityText } from '@/locales/zh-CN/security';
import {
  beginSetup,
  changePassword,
  disableSecondFactor,
  enableSecondFactor,
  newRecoveryCodes,
  secondFactorStatus,
} from '../api/security';
import styles from '../components/security.module.css';

const t = securityText;

/**
 * /account/security (账号安全), phone and desktop (one view): two-step verification with an
 * authenticator app (turn on with the password, a QR code and a first code; recovery codes shown once;
 * off or new recovery codes with the password and a code), the password change, and the way to
 * 登录设备. An account that must have the authenticator and has none is sent here (issue 49).
 */
export default function SecurityPage() {
  return (
    <main className={styles.page}>
      <SecondFactorCard />
      <ChangePasswordCard />
      <Link to="/account/sessions" className={`${cardPage.card} ${styles.linkCard}`}>
        <div className={styles.cardHead}>
          <h2 className={cardPage.cardTitle}>{t.sessions.toSessions}</h2>
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
        </div>
        <p className={styles.intro}>{t.sessions.toSessionsHint}</p>
      </Link>
    </main>
  );
}

type Mode =
  | { step: 'idle' }
  | { step: 'password' }
  | { step: 'scan'; secret: string; uri: string }
  | { step: 'codes'; codes: string[] }
  | { step: 'confirm'; action: 'off' | 'recovery' };

function SecondFactorCard() {
  const status = secondFactorStatus.use();
  const [mode, setMode] = useState<Mode>({ step: 'idle' });
  const idle = () => setMode({ step: 'idle' });

  if (!status.data)
    return (
      <section className={cardPage.card}>
        {status.isError ? (
          <LoadError
            error={status.error}
            retrying={status.isFetching}
            onRetry={() => void status.refetch()}
          />
        ) : (
          <LoadingSkeleton lines={4} />
        )}
      </section>
    );
  const s = status.data;

  return (
    <section className={cardPage.card} aria-labelledby="second-factor-title">
      {s.required && !s.on ? <NoticeBar content={t.banner.required} color="alert" wrap /> : null}
      <div className={styles.cardHead}>
        <h2 id="second-factor-title" className={cardPage.cardTitle}>
          {t.secondFactor.title}
        </h2>
        <Tag color={s.on ? 'success' : 'default'} fill="outline">
          {s.on ? t.secondFactor.on : t.secondFactor.off}
        </Tag>
      </div>
      <p className={styles.intro}>{t.secondFactor.intro}</p>
      {s.on ? (
        <p className={styles.facts}>
          <span>{t.secondFactor.since(formatDateTime(s.enabled_at))}</span>
          <span>{t.secondFactor.recoveryLeft(s.recovery_codes_left)}</span>
          {s.required ? <span>{t.secondFactor.mandatoryHint}</span> : null}
        </p>
      ) : null}
      {s.on && s.recovery_codes_left === 0 ? (
        <p className={styles.warning}>{t.secondFactor.noRecoveryLeft}</p>
      ) : null}

      {mode.step === 'idle' ? (
        <div className={cardPage.actions}>
          {s.on ? (
            <>
              <Button size="small" onClick={() => setMode({ step: 'confirm', action: 'recovery' })}>
                {t.secondFactor.newRecovery}
              </Button>
              {s.required ? null : (
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  onClick={() => setMode({ step: 'confirm', action: 'off' })}
                >
                  {t.secondFactor.turnOff}
                </Button>
              )}
            </>
          ) : (
            <Button color="primary" onClick={() => setMode({ step: 'password' })}>
              {t.secondFactor.turnOn}
            </Button>
          )}
        </div>
      ) : null}
      {mode.step === 'password' ? (
        <PasswordStep onCancel={idle} onReady={(secret, uri) => setMode({ step: 'scan', secret, uri })} />
      ) : null}
      {mode.step === 'scan' ? (
        <ScanStep
          secret={mode.secret}
          uri={mode.uri}
          onCancel={idle}
          onEnabled={(codes) => setMode({ step: 'codes', codes })}
        />
      ) : null}
      {mode.step === 'codes' ? <RecoveryCodes codes={mode.codes} onDone={idle} /> : null}
      {mode.step === 'confirm' ? (
        <ConfirmStep
          action={mode.action}
          onCancel={idle}
          onDone={(codes) => setMode(codes ? { step: 'codes', codes } : { step: 'idle' })}
        />
      ) : null}
    </section>
  );
}

/** The account's current password, asked again before the authenticator changes. */
function CurrentPasswordItem({
  name = 'password',
  label = t.setup.passwordLabel,
  placeholder = t.setup.passwordPlaceholder,
}: {
  name?: string;
  label?: string;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[zodRule(changePasswordBody.shape.old_password)]}>
      <PasswordInput
        placeholder={placeholder}
        autoComplete="current-password"
        maxLength={LOGIN_PASSWORD_MAX}
      />
    </Form.Item>
  );
}

/** A step's form inside the card, then 取消 to leave the step. */
function StepForm<V>({
  submitText,
  pending,
  onFinish,
  onCancel,
  children,
}: {
  submitText: string;
  pending: boolean;
  onFinish: (values: V) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <SubmitForm
        className={styles.form}
        layout="horizontal"
        submitText={submitText}
        pending={pending}
        onFinish={onFinish}
      >
        {children}
      </SubmitForm>
      <Button fill="none" size="small" onClick={onCancel}>
        {t.setup.cancel}
      </Button>
    </>
  );
}

function PasswordStep({
  onCancel,
  onReady,
}: {
  onCancel: () => void;
  onReady: (secret: string, uri: string) => void;
}) {
  const setup = beginSetup.use();
  return (
    <>
      <p className={styles.intro}>{t.setup.passwordStep}</p>
      <StepForm
        submitText={t.setup.next}
        pending={setup.isPending}
        onCancel={onCancel}
        onFinish={(values: { password: string }) =>
          setup.mutate(values, { onSuccess: (reply) => onReady(reply.secret, reply.otpauth_uri) })
        }
      >
        <CurrentPasswordItem />
      </StepForm>
    </>
  );
}

function ScanStep({
  secret,
  uri,
  onCancel,
  onEnabled,
}: {
  secret: string;
  uri: string;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = enableSecondFactor.use();
  return (
    <>
      <p className={styles.intro}>{t.setup.scan}</p>
      <div className={styles.qr}>
        <QRCodeSVG value={uri} size={176} marginSize={2} title={t.setup.qrTitle} />
        <span className={styles.secret}>
          {t.setup.secret} {secret.replace(/(.{4})/g, '$1 ').trim()}
          <CopyButton text={secret} />
        </span>
      </div>
      <StepForm
        submitText={t.setup.confirm}
        pending={enable.isPending}
        onCancel={onCancel}
        onFinish={(values: { code: string }) =>
          enable.mutate(
            { code: values.code.trim() },
            { onSuccess: (reply) => onEnabled(reply.recovery_codes) },
          )
        }
      >
        <Form.Item
          name="code"
          label={t.setup.codeLabel}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t.setup.codePlaceholder }]}
        >
          <Input
            placeholder={t.setup.codePlaceholder}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </Form.Item>
      </StepForm>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copyAll() {
    const ok = await copyText(codes.join('\n'));
    Toast.show(ok ? { icon: 'success', content: t.setup.copied } : { content: t.setup.copyFailed });
  }
  return (
    <>
      <p className={styles.intro}>
        <strong>{t.setup.doneTitle}。</strong>
        {t.setup.recoveryIntro}
      </p>
      <ol className={styles.codes} aria-label={t.setup.codesLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={cardPage.actions}>
        <Button onClick={() => void copyAll()}>{t.setup.copyAll}</Button>
        <Button color="primary" onClick={onDone}>
          {t.setup.saved}
        </Button>
      </div>
    </>
  );
}

function ConfirmStep({
  action,
  onCancel,
  onDone,
}: {
  action: 'off' | 'recovery';
  onCancel: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const off = disableSecondFactor.use();
  const recovery = newRecoveryCodes.use();

  function onFinish(values: { password: string; code: string }) {
    const body = { password: values.password, code: values.code.trim() };
    if (action === 'recovery') {
      recovery.mutate(body, { onSuccess: (reply) => onDone(reply.recovery_codes) });
      return;
    }
    void Dialog.confirm({
      title: t.confirm.offTitle,
      content: t.confirm.offIntro,
      onConfirm: () =>
        off.mutate(body, {
          onSuccess: () => {
            Toast.show({ icon: 'success', content: t.confirm.offDone });
            onDone();
          },
        }),
    });
  }

  return (
    <>
      <p className={styles.intro}>{action === 'off' ? t.confirm.offIntro : t.confirm.newIntro}</p>
      <StepForm
        submitText={action === 'off' ? t.secondFactor.turnOff : t.secondFactor.newRecovery}
        pending={off.isPending || recovery.isPending}
        onCancel={onCancel}
        onFinish={onFinish}
      >
        <CurrentPasswordItem />
        <Form.Item
          name="code"
          label={t.confirm.codeLabel}
          rules={[{ required: true, message: t.confirm.codePlaceholder }]}
        >
          <Input placeholder={t.confirm.codePlaceholder} autoComplete="one-time-code" maxLength={11} />
        </Form.Item>
      </StepForm>
    </>
  );
}

function ChangePasswordCard() {
  const [form] = Form.useForm();
  const change = changePassword.use();
  return (
    <section className={cardPage.card} aria-labelledby="password-title">
      <h2 id="password-title" className={cardPage.cardTitle}>
        {t.password.title}
      </h2>
      <p className={styles.intro}>{t.password.intro}</p>
      <SubmitForm
        form={form}
        className={styles.form}
        layout="horizontal"
        submitText={t.password.submit}
        pending={change.isPending}
        onFinish={(values: { old_password: string; password: string }) =>
          change.mutate(
            { old_password: values.old_password, password: values.password },
            {
              onSuccess: () => {
                form.resetFields();
                Toast.show({ icon: 'success', content: t.password.done });
              },
            },
          )
        }
      >
        <CurrentPasswordItem
          name="old_password"
          label={t.password.old}
          placeholder={t.password.oldPlaceholder}
        />
        <NewPasswordFields label={t.password.next} />
      </SubmitForm>
    </section>
  );
}
