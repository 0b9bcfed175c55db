/** The xlsx media type, for the exports (income, audit trail). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the Chinese one per RFC 5987 / RFC 6266. */
export function attachmentDisposition(asciiName: string, chineseName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(chineseName)}`;
}
