/** The SN rule of POST /api/device/bind (contract bindDeviceBody). */
export const SN_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/**
 * The SN in what a label's QR code or barcode holds: a URL or text with `sn=XXXX` (in a query string
 * or anywhere in the text), or the bare SN. Returned in upper case; null when there is none.
 */
export function extractSn(scanned: string): string | null {
  const text = scanned.trim();
  const match = /(?:^|[?&#;,\s])sn\s*[=:]\s*([A-Za-z0-9-]{6,40})(?![A-Za-z0-9-])/i.exec(text);
  if (match?.[1]) return match[1].toUpperCase();
  // A barcode of the form "CODE_128,XXXX" (WeChat prefixes barcodes with their type).
  const bare = text.includes(',') ? (text.split(',').pop() ?? '') : text;
  return SN_PATTERN.test(bare.trim()) ? bare.trim().toUpperCase() : null;
}

/** What the SN field keeps of what was typed: upper case, no spaces. */
export function normalizeSn(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
