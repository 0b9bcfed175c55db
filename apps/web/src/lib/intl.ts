/**
 * Number formats and collators made on first use. Making the first one loads the locale's ICU data
 * (~50 ms on a desktop, over 200 ms on a mid-range phone, measured in Chromium at 4× CPU slowdown),
 * which a module that makes it when it loads charges to every page importing it, even one that never
 * formats a number (issue 17 §3: the device list's start).
 */
export function numberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('zh-CN', options)).format(value);
}

/** Chinese names in the order a Chinese reader expects (pinyin), compared with one collator made on first use. */
export function nameCompare(): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator('zh-CN')).compare(a, b);
}
