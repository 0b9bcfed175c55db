import { Dialog, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FeedbackContext, type Feedback } from '@/lib/feedback';

const CANCEL = '取消';

const phoneFeedback: Feedback = {
  confirm: ({ title, content, ok, cancel }) =>
    Dialog.confirm({ title, content, confirmText: ok, cancelText: cancel ?? CANCEL }),
  success: (text) => void Toast.show({ icon: 'success', content: text }),
  failure: (text) => void Toast.show({ icon: 'fail', content: text }),
};

/** antd-mobile's Dialog and Toast for the phone views below it. */
export function PhoneFeedback({ children }: { children: ReactNode }) {
  return <FeedbackContext.Provider value={phoneFeedback}>{children}</FeedbackContext.Provider>;
}
