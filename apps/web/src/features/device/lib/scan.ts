/**
 * Ways to read a label's QR code: WeChat's own scanner inside WeChat (JS-SDK scanQRCode), elsewhere
 * the camera with the browser's BarcodeDetector. Neither is typed by TypeScript's DOM library, so the
 * small parts used are typed here.
 */

type WxScanResult = { resultStr: string };
type WxScanOptions = {
  needResult: 0 | 1;
  scanType: Array<'qrCode' | 'barCode'>;
  success: (result: WxScanResult) => void;
  fail?: (error: unknown) => void;
  cancel?: () => void;
};
type WxLike = { scanQRCode?: (options: WxScanOptions) => void };

export type DetectedBarcode = { rawValue: string };
export type BarcodeDetectorLike = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function wx(): WxLike | undefined {
  return (window as Window & { wx?: WxLike }).wx;
}

/** Inside WeChat with the JS-SDK loaded: its scanner is used. */
export function canUseWechatScan(): boolean {
  return /MicroMessenger/i.test(navigator.userAgent) && typeof wx()?.scanQRCode === 'function';
}

/** WeChat's scanner; resolves with the text read, or null when the member cancelled. */
export function wechatScan(): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const scanQRCode = wx()?.scanQRCode;
    if (!scanQRCode) {
      reject(new Error('wx.scanQRCode is not available'));
      return;
    }
    scanQRCode({
      needResult: 1,
      scanType: ['qrCode', 'barCode'],
      success: (r) => resolve(r.resultStr),
      fail: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      cancel: () => resolve(null),
    });
  });
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
