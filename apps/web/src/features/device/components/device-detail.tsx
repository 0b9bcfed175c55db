import type { ReactNode } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useDeviceConfig } from '../api/get-device-config';
import { useDeviceInfo } from '../api/get-device-info';
import { ispText } from '@/lib/format';
import { fromNow, limitMbps, percent, uptime } from '../lib/format';
import { formatDateTime } from '@/lib/format';
import type { DeviceConfig, DeviceInfo, DeviceRow } from '../types';
import { DeviceIncomeSections } from './device-income';
import { OnlineDot } from '@/components/device-card/online-dot';
import styles from './device-detail.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

type DeviceDetailProps = {
  id: number;
  /** The row from the list: shown at once while the detail loads. */
  row?: DeviceRow;
  /** The operator sees whose device it is. */
  showMember: boolean;
  /** The buttons of the container (phone sheet or desktop drawer), given the loaded detail. */
  renderActions?: (device: DeviceInfo) => ReactNode;
};

/**
 * The detail of one device: info, last reported status, the config template of its room, pending
 * commands. Plain markup, so the phone sheet and the desktop drawer both show it.
 */
export function DeviceDetail({ id, row, showMember, renderActions }: DeviceDetailProps) {
  const info = useDeviceInfo(id);
  const config = useDeviceConfig(id);
  const device: DeviceRow | undefined = info.data ?? row;

  if (!device) {
    if (info.isError) {
      return <LoadError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
    }
    return <LoadingSkeleton lines={10} />;
  }

  return (
    <div className={styles.detail}>
      <header className={styles.head}>
        <div className={styles.title}>
          <OnlineDot online={device.online} />
          <span>{device.name || device.sn}</span>
        </div>
        <div className={styles.subtitle}>
          {device.online ? t.online : t.offline} · {t.info.lastReport} {fromNow(device.last_report_at)}
        </div>
      </header>

      <InfoSection device={device} showMember={showMember} />

      <DeviceIncomeSections id={device.id} name={device.name || device.sn} />

      <section className={styles.section} aria-label={t.sections.status}>
        <h3 className={styles.sectionTitle}>{t.sections.status}</h3>
        {info.data ? (
          <StatusBlock info={info.data} />
        ) : info.isError ? (
          <LoadError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
        ) : (
          <div className={styles.placeholder} aria-busy="true" />
        )}
      </section>

      <section className={styles.section} aria-label={t.sections.config}>
        <h3 className={styles.sectionTitle}>{t.sections.config}</h3>
        {config.data ? (
          <ConfigBlock config={config.data} />
        ) : config.isError ? (
          <LoadError
            error={config.error}
            onRetry={() => void config.refetch()}
            retrying={config.isFetching}
          />
        ) : (
          <div className={styles.placeholder} aria-busy="true" />
        )}
      </section>

      {info.data ? (
        <section className={styles.section} aria-label={t.sections.commands}>
          <h3 className={styles.sectionTitle}>{t.sections.commands}</h3>
          <p className={styles.note}>{t.commands(info.data.pending_commands)}</p>
        </section>
      ) : null}

      {info.data && renderActions ? <div className={styles.actions}>{renderActions(info.data)}</div> : null}
    </div>
  );
}

function Field({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined}>{children}</dd>
    </>
  );
}

function InfoSection({ device, showMember }: { device: DeviceRow; showMember: boolean }) {
  const member = [device.member_name, device.member_mobile].filter(Boolean).join(' · ');
  return (
    <section className={styles.section} aria-label={t.sections.info}>
      <h3 className={styles.sectionTitle}>{t.sections.info}</h3>
      <dl className={styles.fields}>
        <Field label={t.info.sn} mono>
          {device.sn}
        </Field>
        <Field label={t.info.name}>{device.name || t.noName}</Field>
        <Field label={t.info.mac} mono>
          {device.mac || EMPTY_VALUE}
        </Field>
        <Field label={t.info.type}>{device.device_type_name || EMPTY_VALUE}</Field>
        {showMember ? <Field label={t.info.member}>{member || EMPTY_VALUE}</Field> : null}
        <Field label={t.info.room}>{device.room_info || t.uninstalled}</Field>
        <Field label={t.info.tag}>{device.tag_name || t.noTag}</Field>
        <Field label={t.info.isp}>{ispText(device.isp)}</Field>
        <Field label={t.info.boundAt}>{formatDateTime(device.bound_at)}</Field>
        <Field label={t.info.installedAt}>{formatDateTime(device.installed_at)}</Field>
        <Field label={t.info.lastReport}>{formatDateTime(device.last_report_at)}</Field>
      </dl>
    </section>
  );
}

function Meter({ label, value }: { label: string; value: number | null }) {
  const width = value === null ? 0 : Math.min(100, Math.max(0, value));
  const level = width >= 90 ? styles.high : width >= 70 ? styles.mid : '';
  return (
    <div className={styles.meter}>
      <div className={styles.meterHead}>
        <span>{label}</span>
        <span className={styles.meterValue}>{percent(value)}</span>
      </div>
      <div
        className={styles.meterTrack}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ?? undefined}
      >
        <div className={`${styles.meterBar} ${level}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

function StatusBlock({ info }: { info: DeviceInfo }) {
  const status = info.status;
  if (!status) return <p className={styles.note}>{t.statusInfo.none}</p>;
  return (
    <>
      <div className={styles.meters}>
        <Meter label={t.statusInfo.cpu} value={status.cpu_percent} />
        <Meter label={t.statusInfo.mem} value={status.mem_percent} />
        <Meter label={t.statusInfo.disk} value={status.disk_percent} />
      </div>
      <dl className={styles.fields}>
        <Field label={t.statusInfo.nat}>{status.nat_type ?? EMPTY_VALUE}</Field>
        <Field label={t.statusInfo.uptime}>{uptime(status.uptime_seconds)}</Field>
        <Field label={t.statusInfo.firmware} mono>
          {status.firmware ?? EMPTY_VALUE}
        </Field>
        <Field label={t.statusInfo.ips} mono>
          {status.ips.length > 0 ? (
            <ul className={styles.ips}>
              {status.ips.map((ip) => (
                <li key={ip}>{ip}</li>
              ))}
            </ul>
          ) : (
            EMPTY_VALUE
          )}
        </Field>
        <Field label={t.statusInfo.reportedAt}>{formatDateTime(status.reported_at)}</Field>
      </dl>
    </>
  );
}

function ConfigBlock({ config }: { config: DeviceConfig }) {
  const template = config.template;
  if (!template) {
    return (
      <>
        <p className={styles.note}>{t.config.none}</p>
        <p className={styles.hint}>{t.config.noneHint}</p>
      </>
    );
  }
  return (
    <dl className={styles.fields}>
      <Field label={t.config.template}>{template.name}</Field>
      <Field label={t.config.dialMode}>{t.dialMode[template.dial_mode] ?? template.dial_mode}</Field>
      <Field label={t.config.lineCount}>{t.config.lines(template.line_count)}</Field>
      <Field label={t.config.upLimit}>{limitMbps(template.up_limit_mbps)}</Field>
      <Field label={t.config.downLimit}>{limitMbps(template.down_limit_mbps)}</Field>
      <Field label={t.config.businessType}>
        {t.businessType[template.business_type] ?? template.business_type}
      </Field>
      <Field label={t.config.cachePolicy}>
        {t.cachePolicy[template.cache_disk_policy] ?? template.cache_disk_policy}
      </Field>
    </dl>
  );
}
