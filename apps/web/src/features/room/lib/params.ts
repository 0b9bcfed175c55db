/** A positive integer id from the address bar ("12"), or null for anything else ("", "0", "x", "1.5"). */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
