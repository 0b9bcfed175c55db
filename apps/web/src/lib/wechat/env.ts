/** Inside WeChat's in-app browser (its user agent says MicroMessenger). */
export function isWechat(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** The address WeChat signs for `wx.config`: the page's address without its `#fragment`. */
export function signUrl(href: string = window.location.href): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}
