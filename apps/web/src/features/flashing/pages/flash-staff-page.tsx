import type { FlashState, ProvisionedDevice } from '@nodebao/contract';
import { FLASH_STATES } from '@nodebao/contract/labels';
import { adminFlashStepBody } from '@nodebao/contract/schemas';
import { Form, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { FormSheet } from '@/components/form-sheet';
import { CardQueue, QueueRow, RowStep } from '@/components/queue/card-queue';
import { useQueueTabs } from '@/components/queue/use-queue-tabs';
import { useReasonForm } from '@/components/queue/use-reason-form';
import { useFeedback } from '@/lib/feedback';
import { checkRule, zodCheck } from '@/lib/form-rule';
import { useQueueReport } from '@/lib/list/queue-report';
import { formatDateTime } from '@/lib/format';
import { flashingText } from '@/locales/zh-CN/flashing';
import { isHandled, useFlashQueue, flashStep } from '../api/flash-queue';
import type { FlashApplication } from '../api/get-applications';
import { FLASH_COLORS } from './service-page';
import styles from '@/components/card-page.module.css';
import own from '../flashing.module.css';
import { SubmitForm } from '@/components/submit-form';

const t = flashingText.staff;
const step = adminFlashStepBody.shape;
const trackingCheck = zodCheck(step.tracking_no.unwrap());

/** "SN MAC" a line → the boxes; the first bad line's number when one is not. */
export function parseBoxes(
  text: string,
): { ok: true; boxes: { sn: string; mac: string }[] } | { ok: false; line: number } {
  const boxes = [];
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const [sn, mac, extra] = line.split(/[\s,，]+/);
    if (!sn || !mac || extra) return { ok: false, line: i + 1 };
    boxes.push({ sn, mac });
  }
  return boxes.length > 0 ? { ok: true, boxes } : { ok: false, line: 1 };
}

type Sheet = { kind: 'flashed' | 'shipped'; application: FlashApplication } | null;
const TAB_OPTIONS = FLASH_STATES.map((s) => ({ value: s, label: flashingText.states[s] }));

/**
 * The staff home's flashing section (phone and desktop): applications by state, each moved one step
 * at a time — 受理 and 已收到 after a confirmation, 登记 with the flashed boxes' SN and MAC (their
 * secrets shown once), 寄回 with the tracking number, 驳回 with a reason.
 */
export default function FlashStaffPage() {
  const tabs = useQueueTabs<FlashState>(TAB_OPTIONS, 'submitted');
  const queue = useFlashQueue(tabs.value);
  const move = flashStep.use();
  const feedback = useFeedback();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [secrets, setSecrets] = useState<ProvisionedDevice[]>([]);

  const report = useQueueReport(isHandled, t.handled);
  const run = (body: Parameters<typeof move.mutateAsync>[0]) =>
    report(move.mutateAsync(body), (result) => {
      if (result.provisioned.length > 0) setSecrets(result.provisioned);
      return t.done;
    });
  const reject = useReasonForm<FlashApplication>({
    text: t,
    busy: move.isPending,
    amountText: (a) => flashingText.service.total(a.total),
    send: (a, reason) => run({ id: a.id, to: 'rejected', reason }),
  });

  async function confirmStep(a: FlashApplication, to: 'accepted' | 'received') {
    if (await feedback.confirm({ title: t.confirmTitle(t.next[to], a.id), ok: t.next[to] }))
      await run({ id: a.id, to });
  }

  /** The step a row waits for: asked (受理, 已收到) or typed in a sheet (登记, 寄回). */
  function nextStep(a: FlashApplication) {
    if (a.state === 'submitted' || a.state === 'accepted') {
      const to = a.state === 'submitted' ? 'accepted' : 'received';
      return <RowStep onClick={() => void confirmStep(a, to)}>{t.next[to]}</RowStep>;
    }
    if (a.state === 'received' || a.state === 'flashed') {
      const kind = a.state === 'received' ? 'flashed' : 'shipped';
      return <RowStep onClick={() => setSheet({ kind, application: a })}>{t.next[kind]}</RowStep>;
    }
    return null;
  }

  const notice =
    secrets.length > 0 ? (
      <div className={own.box}>
        <strong>{t.secretsTitle}</strong>
        {secrets.map((s) => (
          <div key={s.sn} className={own.mono}>
            {s.sn} {s.mac} {s.secret}
          </div>
        ))}
      </div>
    ) : null;

  return (
    <CardQueue
      label={t.section}
      tabs={tabs}
      list={queue}
      emptyTitle={t.empty}
      notice={notice}
      forms={[reject.props]}
      row={(a) => (
        <QueueRow
          title={`#${a.id} · ${flashingText.service.total(a.total)}`}
          tag={{ label: flashingText.states[a.state], color: FLASH_COLORS[a.state] }}
          actions={nextStep(a)}
          reject={
            a.state === 'submitted' || a.state === 'accepted'
              ? { text: t.reject, onClick: () => reject.open(a) }
              : undefined
          }
        >
          <span className={styles.label}>
            {t.member(a.member_mobile)} · {formatDateTime(a.created_at)}
          </span>
          {a.devices.length > 0 ? (
            <span className={styles.label}>
              {flashingText.service.devices(a.devices.map((d) => d.sn).join('、'))}
            </span>
          ) : null}
          {a.models.map((m) => (
            <span key={`${m.device_type_id}:${m.soc}`} className={styles.label}>
              {flashingText.service.model(m.type_name, m.soc, m.quantity)} · {m.firmware}
            </span>
          ))}
          <span className={styles.label}>{t.contact(a.contact_name, a.contact_mobile)}</span>
          <span className={styles.label}>{flashingText.service.returnTo(a.return_address)}</span>
          {a.note ? <span className={styles.label}>{a.note}</span> : null}
          {a.tracking_no ? (
            <span className={styles.label}>{flashingText.service.tracking(a.tracking_no)}</span>
          ) : null}
        </QueueRow>
      )}
    >
      <FormSheet
        visible={sheet !== null}
        title={sheet?.kind === 'flashed' ? t.boxesTitle : t.trackingTitle}
        onClose={() => setSheet(null)}
      >
        {sheet?.kind === 'flashed' ? (
          <SubmitForm
            key={`flashed:${sheet.application.id}`}
            layout="vertical"
            onFinish={({ boxes }: { boxes: string }) => {
              const parsed = parseBoxes(boxes);
              if (!parsed.ok) return;
              void run({ id: sheet.application.id, to: 'flashed', boxes: parsed.boxes }).then(
                (ok) => ok && setSheet(null),
              );
            }}
            submitText={t.boxesSubmit}
            pending={move.isPending}
          >
            <Form.Item
              name="boxes"
              label={t.boxesLabel}
              help={t.boxesHint}
              rules={[
                checkRule((v: string | undefined) => {
                  const parsed = parseBoxes(v ?? '');
                  return parsed.ok ? undefined : t.boxesBad(parsed.line);
                }),
              ]}
            >
              <TextArea rows={5} autoSize={{ minRows: 5, maxRows: 12 }} placeholder={t.boxesHint} />
            </Form.Item>
          </SubmitForm>
        ) : sheet?.kind === 'shipped' ? (
          <SubmitForm
            key={`shipped:${sheet.application.id}`}
            layout="vertical"
            onFinish={({ tracking_no }: { tracking_no: string }) =>
              void run({ id: sheet.application.id, to: 'shipped', tracking_no: tracking_no.trim() }).then(
                (ok) => ok && setSheet(null),
              )
            }
            submitText={t.trackingSubmit}
            pending={move.isPending}
          >
            <Form.Item name="tracking_no" label={t.trackingLabel} rules={[checkRule(trackingCheck)]}>
              <Input maxLength={32} autoComplete="off" />
            </Form.Item>
          </SubmitForm>
        ) : null}
      </FormSheet>
    </CardQueue>
  );
}
