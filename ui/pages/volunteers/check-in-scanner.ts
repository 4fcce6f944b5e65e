/**
 * The organiser's QR scanner (loaded only when "Scan" is pressed on the check-in page): the camera
 * through getUserMedia, read by the browser's BarcodeDetector where it has one, else by jsQR
 * (pure JavaScript, imported here only when needed). Calls `onCode` for each code seen, at most
 * once per code every few seconds; the returned function stops the camera.
 */
type Detector = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

async function detector(): Promise<Detector> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const native = new Native({ formats: ['qr_code'] });
    return async (video) => (await native.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const SAME_CODE_PAUSE_MS = 4000;

export async function startScanner(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  video.muted = true;
  video.setAttribute('playsinline', '');
  await video.play();
  const detect = await detector();
  let stopped = false;
  let last = { text: '', at: 0 };
  const tick = async () => {
    if (stopped) return;
    const text = await detect(video).catch(() => null);
    const now = Date.now();
    if (text && (text !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) {
      last = { text, at: now };
      onCode(text);
    }
    setTimeout(() => void tick(), 150);
  };
  void tick();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
