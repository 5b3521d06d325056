import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handoverCodeIn } from './read-code.ts';

/** What reads a QR in one video frame: the browser's BarcodeDetector, or jsQR on the frame's pixels. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

declare global {
  interface Window {
    /** Chromium on Android and macOS has it; Firefox and Safari on iOS do not. */
    BarcodeDetector?: BarcodeDetectorConstructor;
  }
}

/** jsQR loads only here, for a browser without BarcodeDetector, never with the app's first screens. */
async function jsQrReader(): Promise<FrameReader> {
  // A CommonJS module: its function is both the module and its `default`, which is what the types describe.
  const jsQR = (await import('jsqr')).default.default;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
  };
}

async function frameReader(): Promise<FrameReader> {
  const Detector = window.BarcodeDetector;
  if (!Detector) return jsQrReader();
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

const FRAME_EVERY_MS = 200;

/**
 * The back camera's picture, read a few times a second until a frame holds a handover code's QR, which goes to
 * `onCode`. Says so when the camera cannot be opened (typing stays possible).
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    async function start() {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      const read = await frameReader();
      const scan = async () => {
        if (stopped) return;
        const code = handoverCodeIn((await read(element).catch(() => null)) ?? '');
        if (code) onCode(code);
        else timer = window.setTimeout(() => void scan(), FRAME_EVERY_MS);
      };
      void scan();
    }
    start().catch(() => setFailed(true));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);

  if (failed) return <p className="text-sm text-destructive">{t('deal.cameraError')}</p>;
  return (
    <figure className="space-y-2">
      <video
        ref={video}
        muted
        playsInline
        className="aspect-square w-full rounded-2xl bg-black object-cover"
        aria-label={t('deal.scanHint')}
      />
      <figcaption className="text-center text-sm text-muted-foreground">{t('deal.scanHint')}</figcaption>
    </figure>
  );
}
