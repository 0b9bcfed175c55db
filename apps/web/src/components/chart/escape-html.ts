/**
 * Text for an ECharts tooltip, which ECharts sets as HTML: a device's name or a region's comes from
 * members and must not become markup.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
