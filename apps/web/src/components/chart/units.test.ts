import { describe, expect, it } from 'vitest';
import { formatBytes, formatMbps, formatMinutes, mbpsText, splitBytes } from './units';

const GB = 1024 ** 3;
const TB = 1024 ** 4;

describe('formatBytes', () => {
  it('shows gigabytes and terabytes with two decimals, base 1024', () => {
    expect(formatBytes(1.5 * GB)).toBe('1.50 GB');
    expect(formatBytes(43_836_359_506_613)).toBe('39.87 TB');
    expect(formatBytes(2 * TB)).toBe('2.00 TB');
  });

  it('keeps a flow under 1 GB in megabytes', () => {
    expect(formatBytes(512 * 1024 * 1024)).toBe('512.00 MB');
    expect(formatBytes(0)).toBe('0.00 MB');
  });

  it('carries a value that would round up to 1024 into the next unit', () => {
    expect(formatBytes(1024 * GB - 1)).toBe('1.00 TB');
    expect(splitBytes(1023.99 * GB)).toEqual({ value: '1023.99', unit: 'GB' });
  });

  it('stops at petabytes and treats nonsense as zero', () => {
    expect(formatBytes(3 * 1024 * 1024 * TB)).toBe('3072.00 PB');
    expect(formatBytes(-5)).toBe('0.00 MB');
    expect(formatBytes(Number.NaN)).toBe('0.00 MB');
  });
});

describe('formatMbps', () => {
  it('turns kbps into Mbps with one decimal and thousands separators', () => {
    expect(formatMbps(42_906)).toBe('42.9');
    expect(formatMbps(5_074_426)).toBe('5,074.4');
    expect(formatMbps(0)).toBe('0.0');
    expect(mbpsText(160_905)).toBe('160.9 Mbps');
  });

  it('rounds half up at the first decimal', () => {
    expect(formatMbps(1_250)).toBe('1.3');
    expect(formatMbps(949)).toBe('0.9');
  });

  it('reads as the Chinese number format would print it', () => {
    const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const kbps of [1, 49, 50, 99_950, 999_949, 999_950, 1_000_000, 123_456_789, 9_999_999_999]) {
      expect(formatMbps(kbps)).toBe(intl.format(kbps / 1000));
    }
    expect(formatMbps(-5)).toBe('0.0');
    expect(formatMbps(Number.NaN)).toBe('0.0');
  });
});

describe('formatMinutes', () => {
  it('reads as hours and minutes in Chinese', () => {
    expect(formatMinutes(1240)).toBe('20 小时 40 分钟');
    expect(formatMinutes(1440)).toBe('24 小时');
    expect(formatMinutes(45)).toBe('45 分钟');
    expect(formatMinutes(0)).toBe('0 分钟');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatMinutes(-3)).toBe('0 分钟');
    expect(formatMinutes(59.6)).toBe('1 小时');
  });
});
