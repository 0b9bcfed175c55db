import { Alert, Card, Skeleton } from 'antd';
import { AntdScope } from '@/app/antd-scope';

import { supermanText } from '@/locales/zh-CN/superman';
import { adminParams } from '../api/get-params';
import { PARAM_KEYS, toFormValues } from '../lib/params';
import { DeviceTypesDesktop } from './device-types-desktop';
import { ParamCardDesktop } from './param-card-desktop';
import styles from './params.module.css';
import { LoadFailedResult } from '@/components/desktop-list';

const t = supermanText.params;

/** The parameters section on desktops (/superman/index?section=params): one card per group, then the types. */
export default function ParamsDesktop() {
  return (
    <AntdScope>
      <Params />
    </AntdScope>
  );
}

function Params() {
  const params = adminParams.use();
  const values = params.data ? toFormValues(params.data) : undefined;
  return (
    <div className={styles.view}>
      <Alert className={styles.intro} type="info" showIcon message={t.intro} />
      {params.error && !values ? (
        <LoadFailedResult query={params} title={t.loadFailed} />
      ) : (
        <div className={styles.grid}>
          {PARAM_KEYS.map((key) =>
            values ? (
              <ParamCardDesktop key={key} groupKey={key} initial={values[key]} />
            ) : (
              <Card key={key} size="small" title={t.groups[key]} className={styles.card}>
                <Skeleton active paragraph={{ rows: 3 }} />
              </Card>
            ),
          )}
        </div>
      )}
      <DeviceTypesDesktop />
    </div>
  );
}
