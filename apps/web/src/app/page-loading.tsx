import { LOADING_DELAY_MS } from '@nodebao/contract/limits';
import { useEffect, useState } from 'react';
import { app } from '@/locales/zh-CN/app';

/**
 * The lazy-page fallback (SPEC §2): '加载中...' with a spinner, shown only once loading has taken
 * LOADING_DELAY_MS, so fast loads do not flash.
 */
export function PageLoading({ fill = false, delay = LOADING_DELAY_MS }: { fill?: boolean; delay?: number }) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible)
    return <div className={fill ? 'nb-loading nb-loading--fill' : 'nb-loading'} aria-busy="true" />;
  return (
    <div className={fill ? 'nb-loading nb-loading--fill' : 'nb-loading'} role="status" aria-busy="true">
      <span className="nb-spinner" aria-hidden="true" />
      <span>{app.loading}</span>
    </div>
  );
}

/** The centred spinner shown while a permission check settles (SPEC §2). */
export function PermissionSpinner() {
  return (
    <div className="nb-loading nb-loading--fill" role="status" aria-busy="true" aria-label={app.checking}>
      <span className="nb-spinner" aria-hidden="true" />
    </div>
  );
}
