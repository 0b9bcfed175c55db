/**
 * Ways to read a label's QR code: WeChat's own scanner inside WeChat (JS-SDK scanQRCode, after
 * `wx.config` by lib/wechat), elsewhere the camera with the browser's BarcodeDetector, which
 * TypeScript's DOM library does not type, so the small part used is typed here.
 */
import { isWechat, scanQRCode } from '@/lib/wechat/wechat';

export type DetectedBarcode = { rawValue: string };
export type BarcodeDetectorLike = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** Inside WeChat its scanner is used (the JS-SDK is configured on first use). */
export function canUseWechatScan(): boolean {
  return isWechat();
}

/** WeChat's scanner; resolves with the text read, or null when the member cancelled. */
export function wechatScan(): Promise<string | null> {
  return scanQRCode();
}

export function canUseCamera(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A detector for QR codes and Code 128 barcodes, or null when the browser has none. */
export function createBarcodeDetector(): BarcodeDetectorLike | null {
  const Ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!Ctor) return null;
  try {
    return new Ctor({ formats: ['qr_code', 'code_128'] });
  } catch {
    return null;
  }
}

/** The rear camera. */
export function openRearCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
}
