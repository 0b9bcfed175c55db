/**
 * The file name of a download from its Content-Disposition header: RFC 5987's `filename*=UTF-8''…`
 * (the Chinese name) first, else the plain `filename="…"`, else the fallback.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''))) || fallback;
    } catch {
      // A broken escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return (name && sanitize(name.trim())) || fallback;
}

/** No folders in a saved file's name. */
function sanitize(name: string): string {
  return name.replace(/[/\\]/g, '_');
}
