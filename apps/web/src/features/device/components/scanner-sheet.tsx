import { Button } from 'antd-mobile';
import { Popup } from '@/components/opened-once';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { deviceText as t } from '@/locales/zh-CN/device';
import { createBarcodeDetector, openRearCamera } from '../lib/scan';
import styles from './add-device.module.css';

/** How often a video frame is handed to the detector. */
const SCAN_INTERVAL_MS = 250;

type ScannerSheetProps = {
  open: boolean;
  /** The text of the first code read. */
  onResult: (text: string) => void;
  /** Why the camera cannot be used (a Chinese sentence); the sheet closes. */
  onFail: (message: string) => void;
  onClose: () => void;
};

/** The rear camera in a full-height sheet, read with the browser's BarcodeDetector (QR, Code 128). */
export function ScannerSheet({ open, onResult, onFail, onClose }: ScannerSheetProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const found = useEffectEvent(onResult);
  const failed = useEffectEvent(onFail);

  useEffect(() => {
    if (!open) return;
    const detector = createBarcodeDetector();
    if (!detector) {
      failed(t.add.scanNoDetector);
      return;
    }
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;

    async function tick() {
      if (stopped || !video.current || !detector) return;
      try {
        const codes = await detector.detect(video.current);
        const text = codes.find((c) => c.rawValue)?.rawValue;
        if (text && !stopped) {
          found(text);
          return;
        }
      } catch {
        // A frame that is not ready yet; try the next one.
      }
      timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    }

    async function start() {
      try {
        stream = await openRearCamera();
      } catch (error) {
        const denied = error instanceof DOMException && error.name === 'NotAllowedError';
        if (!stopped) failed(denied ? t.add.scanDenied : t.add.scanNoCamera);
        return;
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setReady(true);
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setReady(false);
    };
  }, [open]);

  return (
    <Popup
      visible={open}
      onClose={onClose}
      onMaskClick={onClose}
      destroyOnClose
      bodyClassName={styles.scanner}
    >
      <div className={styles.scannerHead}>
        <span>{t.add.scanTitle}</span>
        <Button size="small" fill="none" onClick={onClose}>
          {t.add.scanClose}
        </Button>
      </div>
      <div className={styles.viewport}>
        <video ref={video} className={styles.video} muted playsInline aria-label={t.add.scanTitle} />
        <div className={ready ? styles.frame : `${styles.frame} ${styles.frameWaiting}`} aria-hidden="true" />
      </div>
      <p className={styles.scanHint}>{t.add.scanHint}</p>
    </Popup>
  );
}
