// Loaded on the first toast only, so antd-mobile's Toast stays out of the entry chunk.
import 'antd-mobile/es/global';
import './mobile-render';
import Toast from 'antd-mobile/es/components/toast';
import type { ToastMessage } from '@/lib/request';

/** The request client's toasts drawn with antd-mobile (SPEC §8's display types). */
export function showToast({ type, content, duration }: ToastMessage): void {
  switch (type) {
    case 'success':
      Toast.show({ icon: 'success', content, duration });
      return;
    case 'error':
      Toast.show({ icon: 'fail', content, duration });
      return;
    case 'notification':
      Toast.show({ content, duration, position: 'top' });
      return;
    default:
      Toast.show({ content, duration });
  }
}
