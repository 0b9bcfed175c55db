import { createContext, useContext, type ReactNode } from 'react';

/** A question before something that cannot be undone or costs something: 删除, 停用, 驳回 … */
export type Question = {
  title?: string;
  content?: ReactNode;
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
  failure(text: string): void;
};

export const FeedbackContext = createContext<Feedback | null>(null);

/** The feedback of the view being drawn: provided by ResponsivePage (phone) and AntdScope (desktop). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside a FeedbackContext (ResponsivePage or AntdScope)');
  return feedback;
}
