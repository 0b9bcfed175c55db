import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { FeedbackContext, questionBody, type Feedback } from '@/lib/feedback';

const CANCEL = '取消';

/** antd's modal and message (from the nearest antd App) for the desktop views below it. */
export function DesktopFeedback({ children }: { children: ReactNode }) {
  const { modal, message } = App.useApp();
  const feedback = useMemo<Feedback>(
    () => ({
      confirm: ({ title, content, note, ok, cancel, danger }) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title,
            content: questionBody({ content, note }),
            okText: ok,
            okButtonProps: { danger },
            cancelText: cancel ?? CANCEL,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      success: (text) => void message.success(text),
      tell: (tone, text) => void message.open({ type: tone, content: text, duration: 4 }),
    }),
    [modal, message],
  );
  return <FeedbackContext.Provider value={feedback}>{children}</FeedbackContext.Provider>;
}
