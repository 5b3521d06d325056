/**
 * The microphone recorder, loaded on the first press of the microphone button (a chunk of its own: the chat's first
 * load does not carry it). MediaRecorder writes Opus in WebM (Chrome, Android) or Ogg (Firefox), or AAC in MP4
 * (Safari), whichever the browser records first of these: the server takes those three containers only.
 */
const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/webm',
];
/** Speech at 32 kbit/s: clear on a phone, and two minutes stay near 480 kB, under the 1 MB limit. */
const BITS_PER_SECOND = 32_000;
/** MediaRecorder hands over what it has every second: a stop never waits for a long buffer. */
const TIMESLICE_MS = 1000;

export class MicrophoneUnavailableError extends Error {}

export interface Recording {
  /** Stops, and answers the recording with its length as measured here (the server reads its own from the file). */
  finish(): Promise<{ audio: Blob; durationMs: number }>;
  /** Stops and drops what was recorded. */
  cancel(): void;
}

function supportedType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** Asks for the microphone and starts recording; MicrophoneUnavailableError when there is none or it is refused. */
export async function startRecording(): Promise<Recording> {
  const mimeType = supportedType();
  if (!mimeType || !navigator.mediaDevices?.getUserMedia) throw new MicrophoneUnavailableError();
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => {
    throw new MicrophoneUnavailableError();
  });
  const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: BITS_PER_SECOND });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const startedAt = performance.now();
  recorder.start(TIMESLICE_MS);
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()));

  return {
    async finish() {
      const durationMs = performance.now() - startedAt;
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
      release();
      return { audio: new Blob(chunks, { type: recorder.mimeType || mimeType }), durationMs };
    },
    cancel() {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
