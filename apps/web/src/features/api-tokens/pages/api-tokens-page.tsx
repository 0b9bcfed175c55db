import type { ApiToken } from '@nodebao/contract';
import { apiTokenCreateBody } from '@nodebao/contract/schemas';
import { Button, Dialog, Form, Input, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import cardPage from '@/components/card-page.module.css';
import { CopyButton } from '@/components/copy-button';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { SubmitForm } from '@/components/submit-form';
import { checkRule, zodCheck, zodRule } from '@/lib/form-rule';
import { formatDateTime, formatFromNow } from '@/lib/format';
import { useMemberInfo } from '@/lib/member-info';
import { apiTokensText } from '@/locales/zh-CN/api-tokens';
import { apiTokenList, createApiToken, revokeApiToken } from '../api/api-tokens';
import styles from '../components/api-tokens.module.css';

const t = apiTokensText;

const STATE_COLOR: Record<ApiToken['state'], 'success' | 'default' | 'danger'> = {
  active: 'success',
  expired: 'default',
  revoked: 'danger',
};

/** The IP field's text as the list the call takes: one address or network a line (or comma). */
const ipsOf = (text: string | undefined) => (text ?? '').split(/[\s,，]+/).filter(Boolean);
const checkIps = zodCheck(apiTokenCreateBody.shape.allowed_ips);

/**
 * /account/api-tokens (API 令牌), phone and desktop (one view): make a read-only token (name, expiry,
 * allowed addresses) whose secret is shown once with a copy button and a warning, the tokens with
 * their state, and 撤销 after a confirmation; how to point Prometheus at the fleet (issue 50 §2).
 */
export default function ApiTokensPage() {
  const [secret, setSecret] = useState<string | null>(null);
  const member = useMemberInfo().data;
  return (
    <main className={styles.page}>
      {member?.access.superman ? (
        <section className={cardPage.card}>
          <p className={styles.warning}>{t.staffRefused}</p>
        </section>
      ) : secret ? (
        <SecretCard secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <CreateCard onMade={setSecret} />
      )}
      <TokenList />
      <UsageCard />
    </main>
  );
}

type CreateValues = { name: string; expiry: number[]; ips?: string };

function CreateCard({ onMade }: { onMade: (secret: string) => void }) {
  const [form] = Form.useForm<CreateValues>();
  const create = createApiToken.use();
  function onFinish(values: CreateValues) {
    const days = values.expiry[0] ?? 0;
    create.mutate(
      { name: values.name, expires_days: days > 0 ? days : null, allowed_ips: ipsOf(values.ips) },
      {
        onSuccess: (reply) => {
          form.resetFields();
          onMade(reply.secret);
        },
      },
    );
  }
  return (
    <section className={cardPage.card} aria-labelledby="api-token-create">
      <h2 id="api-token-create" className={cardPage.cardTitle}>
        {t.create.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <SubmitForm
        form={form}
        className={styles.form}
        layout="vertical"
        submitText={t.create.submit}
        pending={create.isPending}
        initialValues={{ expiry: [90] }}
        onFinish={onFinish}
      >
        <Form.Item name="name" label={t.create.name} rules={[zodRule(apiTokenCreateBody.shape.name)]}>
          <Input placeholder={t.create.namePlaceholder} maxLength={32} clearable />
        </Form.Item>
        <Form.Item name="expiry" label={t.create.expiry}>
          <Selector columns={4} options={[...t.create.expiryOptions]} />
        </Form.Item>
        <Form.Item
          name="ips"
          label={t.create.ips}
          rules={[checkRule((text: string | undefined) => checkIps(ipsOf(text)))]}
        >
          <TextArea placeholder={t.create.ipsPlaceholder} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </SubmitForm>
    </section>
  );
}

function SecretCard({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <section
      className={`${cardPage.card} ${styles.secretCard}`}
      aria-labelledby="api-token-secret"
      role="alert"
    >
      <h2 id="api-token-secret" className={cardPage.cardTitle}>
        {t.secret.title}
      </h2>
      <p className={styles.warning}>{t.secret.warning}</p>
      <p className={styles.secret}>{secret}</p>
      <div className={cardPage.actions}>
        <CopyButton text={secret} label={t.secret.copy} doneMessage={t.secret.copied} />
        <Button size="small" color="primary" onClick={onDone}>
          {t.secret.saved}
        </Button>
      </div>
    </section>
  );
}

function TokenList() {
  const tokens = apiTokenList.use();
  const revoke = revokeApiToken.use();

  function confirmRevoke(token: ApiToken) {
    void Dialog.confirm({
      title: t.list.revokeTitle,
      content: t.list.revokeBody(token.name),
      onConfirm: () =>
        revoke.mutate(
          { id: token.id },
          { onSuccess: () => Toast.show({ icon: 'success', content: t.list.revoked }) },
        ),
    });
  }

  return (
    <section className={cardPage.card} aria-labelledby="api-token-list">
      <h2 id="api-token-list" className={cardPage.cardTitle}>
        {t.list.title}
      </h2>
      {!tokens.data ? (
        tokens.isError ? (
          <LoadError
            error={tokens.error}
            retrying={tokens.isFetching}
            onRetry={() => void tokens.refetch()}
          />
        ) : (
          <LoadingSkeleton lines={4} />
        )
      ) : tokens.data.length === 0 ? (
        <p className={cardPage.hint}>{t.list.empty}</p>
      ) : (
        <ul className={cardPage.rows}>
          {tokens.data.map((token) => (
            <li key={token.id} className={cardPage.row}>
              <div className={cardPage.rowMain}>
                <span className={`${cardPage.rowTitle} ${styles.titleRow}`}>
                  {token.name}
                  <span className={styles.prefix}>{token.prefix}…</span>
                  <Tag color={STATE_COLOR[token.state]} fill="outline">
                    {t.list.states[token.state]}
                  </Tag>
                </span>
                <span className={cardPage.hint}>
                  {t.list.createdAt(formatDateTime(token.created_at))} ·{' '}
                  {token.last_used_at ? t.list.lastUsed(formatFromNow(token.last_used_at)) : t.list.neverUsed}{' '}
                  · {token.expires_at ? t.list.expires(formatDateTime(token.expires_at)) : t.list.noExpiry}
                </span>
                <span className={cardPage.hint}>
                  {token.allowed_ips.length ? t.list.ips(token.allowed_ips.join('、')) : t.list.anyIp}
                </span>
              </div>
              {token.state === 'active' ? (
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  onClick={() => confirmRevoke(token)}
                  loading={revoke.isPending && revoke.variables?.id === token.id}
                >
                  {t.list.revoke}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UsageCard() {
  const origin = window.location.origin;
  const example = `scrape_configs:
  - job_name: nodebao-fleet
    scheme: ${origin.startsWith('https') ? 'https' : 'http'}
    metrics_path: /api/open/metrics
    scrape_interval: 60s
    authorization:
      type: Bearer
      credentials_file: /etc/prometheus/nodebao-token
    static_configs:
      - targets: ['${window.location.host}']`;
  return (
    <section className={cardPage.card} aria-labelledby="api-token-usage">
      <h2 id="api-token-usage" className={cardPage.cardTitle}>
        {t.usage.title}
      </h2>
      <p className={styles.intro}>{t.usage.intro}</p>
      <pre className={styles.example}>{example}</pre>
      <p className={cardPage.hint}>{t.usage.docs}</p>
    </section>
  );
}
