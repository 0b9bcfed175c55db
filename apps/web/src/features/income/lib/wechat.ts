/** Inside WeChat's in-app browser, which cannot save downloaded files. */
export function inWeChat(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
