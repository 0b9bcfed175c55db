import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { supermanText } from '@/locales/zh-CN/superman';
import { adminParams } from '../api/get-params';
import { PARAM_KEYS, toFormValues } from '../lib/params';
import { DeviceTypesPhone } from './device-types-phone';
import { ParamCardPhone } from './param-card-phone';
import styles from './params.module.css';

const t = supermanText.params;

/** The parameters section on phones (/superman/index?section=params): one card per group, then the types. */
export default function ParamsPhone() {
  const params = adminParams.use();
  const values = params.data ? toFormValues(params.data) : undefined;
  return (
    <div className={styles.view}>
      <div className={styles.intro}>{t.intro}</div>
      {values ? (
        PARAM_KEYS.map((key) => <ParamCardPhone key={key} groupKey={key} initial={values[key]} />)
      ) : params.error ? (
        <div className={styles.state}>
          <LoadError
            error={params.error}
            retrying={params.isFetching}
            onRetry={() => void params.refetch()}
          />
        </div>
      ) : (
        <div className={styles.state}>
          <LoadingSkeleton lines={8} />
        </div>
      )}
      <DeviceTypesPhone />
    </div>
  );
}
