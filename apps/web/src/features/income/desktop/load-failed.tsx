import { Button, Result } from 'antd';
import { BusinessError } from '@/lib/request';
import { incomeText } from '@/locales/zh-CN/income';

type LoadFailedProps = { error: unknown; retrying: boolean; onRetry: () => void };

/** A failed load on desktops: the server's refusal in words (network errors are English), and a retry. */
export function LoadFailed({ error, retrying, onRetry }: LoadFailedProps) {
  const message =
    error instanceof BusinessError && error.message ? error.message : incomeText.common.loadFailedHint;
  return (
    <Result
      status="warning"
      title={incomeText.common.loadFailed}
      subTitle={message}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          {incomeText.common.retry}
        </Button>
      }
    />
  );
}
