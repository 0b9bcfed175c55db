import { BusinessError } from '@/lib/request';
import { manageText } from '@/locales/zh-CN/manage';

/** A failed load in words for people: the server's refusal, else a hint (network errors are English). */
export function loadErrorText(error: unknown): string {
  return error instanceof BusinessError && error.message ? error.message : manageText.common.loadFailedHint;
}
