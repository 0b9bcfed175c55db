import { COOP_LINES } from '@nodebao/contract/labels';
import { coopSaveServerBody } from '@nodebao/contract/schemas';
import { Button, Form, Input, Selector, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormSheet } from '@/components/form-sheet';
import { ListState } from '@/components/list-state';
import { QueryState } from '@/components/query-state';
import { useFeedback } from '@/lib/feedback';
import { formatFromNow } from '@/lib/format';
import { checkRule, zodRule } from '@/lib/form-rule';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { useApplications, type CoopApplication } from '../api/get-applications';
import { useServers, type CdnServer } from '../api/get-servers';
import { saveServer } from '../api/save-server';
import styles from '@/components/card-page.module.css';

const t = cooperationText.servers;
const field = coopSaveServerBody.shape;

/** `?apply_id=`: an application id, else none. */
function applyIdParam(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * /server/list, phone and desktop (one view): the CDN servers of one accepted application (`?apply_id=`)
 * with what the last dial-back found, and adding or editing one; without an id, the accepted
 * applications to choose from.
 */
export default function ServerListPage() {
  const [params] = useSearchParams();
  const applyId = applyIdParam(params.get('apply_id'));
  return applyId === undefined ? <PickApplication /> : <Servers applyId={applyId} />;
}

function PickApplication() {
  const applications = useApplications();
  const accepted = applications.list.filter((a) => a.state === 'accepted');
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t.pick}>
        <h2 className={styles.cardTitle}>{t.pick}</h2>
        <ListState
          query={applications}
          empty={accepted.length === 0}
          emptyTitle={cooperationText.index.empty}
          emptyHint={cooperationText.index.emptyHint}
        >
          <ul className={styles.rows}>
            {accepted.map((a) => (
              <li key={a.id} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{a.room_name}</span>
                  <span className={styles.label}>{t.range(a.ip_range, a.line)}</span>
                </span>
                <Link to={`/server/list?apply_id=${a.id}`}>{cooperationText.index.servers}</Link>
              </li>
            ))}
          </ul>
        </ListState>
      </section>
    </div>
  );
}

function Servers({ applyId }: { applyId: number }) {
  const servers = useServers(applyId);
  // The server being edited, 'new' while adding, null when the form is closed.
  const [editing, setEditing] = useState<CdnServer | 'new' | null>(null);
  return (
    <QueryState query={servers} className={styles.page}>
      {({ info, servers: list, dialPorts }) => (
        <div className={styles.page}>
          <section className={styles.card} aria-label={t.title(info.room_name)}>
            <h2 className={styles.cardTitle}>{t.title(info.room_name)}</h2>
            <p className={styles.label}>{t.range(info.ip_range, info.line)}</p>
            <p className={styles.label}>
              {cooperationText.index.serverCount(info.servers, info.reachable, info.server_count)}
            </p>
            <p className={styles.hint}>{t.checkRule}</p>
            <div className={styles.actions}>
              {info.state === 'accepted' ? (
                <Button
                  color="primary"
                  disabled={list.length >= info.server_count}
                  onClick={() => setEditing('new')}
                >
                  {t.add}
                </Button>
              ) : (
                <span className={styles.danger}>{t.notAccepted}</span>
              )}
              <Link to="/server/index">{t.back}</Link>
            </div>
          </section>
          <section className={styles.card}>
            {list.length === 0 ? (
              <div>
                <p className={styles.rowTitle}>{t.empty}</p>
                <p className={styles.hint}>{t.emptyHint(info.ip_range)}</p>
              </div>
            ) : (
              <ul className={styles.rows}>
                {list.map((s) => (
                  <ServerRow key={s.id} server={s} onEdit={() => setEditing(s)} />
                ))}
              </ul>
            )}
          </section>
          <ServerForm
            application={info}
            dialPorts={dialPorts}
            editing={editing}
            onClose={() => setEditing(null)}
          />
        </div>
      )}
    </QueryState>
  );
}

function ServerRow({ server: s, onEdit }: { server: CdnServer; onEdit: () => void }) {
  const state = s.reachable === null ? 'unchecked' : s.reachable ? 'reachable' : 'unreachable';
  const color = { unchecked: 'default', reachable: 'success', unreachable: 'danger' }[state];
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {s.ip}:{s.port}{' '}
          <Tag color={color} fill="outline">
            {t[state]}
          </Tag>
        </span>
        <span className={styles.label}>{t.spec(s.bandwidth, s.disk, s.line)}</span>
        <span className={styles.label}>
          {s.last_checked_at ? t.checkedAt(formatFromNow(s.last_checked_at)) : t.unchecked}
          {s.fail_streak > 0 ? ` · ${t.failStreak(s.fail_streak)}` : ''}
        </span>
        {s.remark ? <span className={styles.label}>{s.remark}</span> : null}
      </div>
      <Button size="small" fill="outline" onClick={onEdit}>
        {t.edit}
      </Button>
    </li>
  );
}

type FormValues = {
  ip: string;
  port: string;
  bandwidth: string;
  line: string[];
  disk: string;
  remark?: string;
};

function ServerForm({
  application,
  dialPorts,
  editing,
  onClose,
}: {
  application: CoopApplication;
  dialPorts: number[];
  editing: CdnServer | 'new' | null;
  onClose: () => void;
}) {
  const save = saveServer.use();
  const feedback = useFeedback();
  const server = editing === 'new' ? null : editing;
  const initial: FormValues = server
    ? {
        ip: server.ip,
        port: String(server.port),
        bandwidth: String(server.bandwidth),
        line: [server.line],
        disk: String(server.disk),
        remark: server.remark,
      }
    : {
        ip: '',
        port: String(dialPorts[0] ?? 80),
        bandwidth: '',
        line: [application.line],
        disk: '',
        remark: '',
      };

  async function onFinish(v: FormValues) {
    try {
      const saved = await save.mutateAsync(
        coopSaveServerBody.parse({
          apply_id: application.id,
          ...(server ? { id: server.id } : {}),
          ip: v.ip,
          port: v.port,
          bandwidth: v.bandwidth,
          line: v.line[0],
          disk: v.disk,
          remark: v.remark ?? '',
        }),
      );
      feedback.tell(saved.reachable ? 'success' : 'warning', t.saved(saved.reachable));
      onClose();
    } catch {
      // The request client showed the refusal (outside the range, a port not allowed, taken).
    }
  }

  return (
    <FormSheet visible={editing !== null} title={server ? t.formEdit : t.formAdd} onClose={onClose}>
      {editing !== null ? (
        <Form
          key={server?.id ?? 'new'}
          layout="vertical"
          initialValues={initial}
          onFinish={(v: FormValues) => void onFinish(v)}
          footer={
            <Button block type="submit" color="primary" size="large" loading={save.isPending}>
              {t.save}
            </Button>
          }
        >
          <Form.Item name="ip" label={t.ip} rules={[zodRule(field.ip)]}>
            <Input placeholder={t.ipPlaceholder(application.ip_range)} maxLength={15} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="port"
            label={t.port}
            rules={[zodRule(field.port)]}
            help={t.portHint(dialPorts.join('、'))}
          >
            <Input inputMode="numeric" maxLength={5} />
          </Form.Item>
          <Form.Item name="bandwidth" label={t.bandwidth} rules={[zodRule(field.bandwidth)]}>
            <Input inputMode="numeric" maxLength={7} />
          </Form.Item>
          <Form.Item
            name="line"
            label={t.line}
            rules={[checkRule((v: string[] | undefined) => (v?.length ? undefined : '请选择线路'))]}
          >
            <Selector columns={3} options={COOP_LINES.map((l) => ({ label: l, value: l }))} />
          </Form.Item>
          <Form.Item name="disk" label={t.disk} rules={[zodRule(field.disk)]}>
            <Input inputMode="numeric" maxLength={7} />
          </Form.Item>
          <Form.Item name="remark" label={t.remark} rules={[zodRule(field.remark)]}>
            <TextArea maxLength={200} rows={2} autoSize />
          </Form.Item>
        </Form>
      ) : null}
    </FormSheet>
  );
}
