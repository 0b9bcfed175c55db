/** 13800000001 → 138****0001: how a mobile shows to anyone but its own member (rankings, invites). */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
