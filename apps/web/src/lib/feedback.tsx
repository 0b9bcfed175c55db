import { createContext, useContext, type ReactNode } from 'react';

/** A question before something that cannot be undone or costs something: 删除, 停用, 驳回 … */
export type Question = {
  title?: string;
  content?: ReactNode;
  /** A quieter line under the content: what to check first, what follows. */
  note?: string;
  /** The confirming button's text, e.g. 删除. */
  ok: string;
  cancel?: string;
  danger?: boolean;
};

/**
 * How a screen asks and tells, whatever it is drawn with: the phone's antd-mobile Dialog and Toast,
 * the desktop's antd modal and message. A twin screen's controller hook asks through this, so the
 * flow (confirm, act, say what happened) is written once for both views (decision 0022).
 */
export type Feedback = {
  /** Resolves true when the person confirmed. */
  confirm(question: Question): Promise<boolean>;
  success(text: string): void;
  /** A message in a tone: a refused payout (error), a list that changed meanwhile (warning) … */
  tell(tone: Tone, text: string): void;
};

export type Tone = 'success' | 'error' | 'warning' | 'info';

const CANCEL = '取消';

/**
 * The phone's: antd-mobile's Dialog and Toast, loaded when first used so that they stay out of the
 * entry chunk (as the request client's toasts do).
 */
const phoneFeedback: Feedback = {
  confirm: async (question) => {
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    const { title, ok, cancel } = question;
    return Dialog.confirm({
      title,
      content: questionBody(question),
      confirmText: ok,
      cancelText: cancel ?? CANCEL,
    });
  },
  success: (text) => void showToast('success', text),
  tell: (tone, text) => void showToast(tone, text),
};

async function showToast(tone: Tone, content: string) {
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  const icon = tone === 'success' ? 'success' : tone === 'error' ? 'fail' : undefined;
  Toast.show({ icon, content });
}

/** The content with its note under it, in the quieter colour of either library. */
export function questionBody({ content, note }: Pick<Question, 'content' | 'note'>): ReactNode {
  if (!note) return content;
  return (
    <>
      <div>{content}</div>
      <p style={{ marginTop: 8, marginBottom: 0, color: 'rgba(0, 0, 0, 0.45)' }}>{note}</p>
    </>
  );
}

/** The phone's feedback unless a desktop view's AntdScope provides antd's (DesktopFeedback). */
export const FeedbackContext = createContext<Feedback>(phoneFeedback);

export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}
