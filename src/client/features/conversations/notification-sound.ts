import { NOTIFICATION_VOLUME } from '#shared/constants.ts';

const PITCH_HZ = 880;
const ATTACK_S = 0.02;
const LENGTH_S = 0.25;
/** An exponential ramp cannot reach 0. */
const SILENT = 0.0001;

/** Messages arriving closer together than this are one burst: it beeps once. */
export const SOUND_BURST_GAP_MS = 3000;

/**
 * The sound plays when the unread count rises, the first unread message (0 → 1) included, but not when the count is
 * first loaded, and at most once per burst: not again until SOUND_BURST_GAP_MS after the last beep.
 */
export function shouldPlaySound(
  previous: number | undefined,
  next: number,
  sinceLastSoundMs: number = Number.POSITIVE_INFINITY,
): boolean {
  return previous !== undefined && next > previous && sinceLastSoundMs >= SOUND_BURST_GAP_MS;
}

let context: AudioContext | undefined;

/**
 * A short soft beep at volume 0.3, made with WebAudio (no audio file, no other host). Browsers allow sound
 * once the user has touched the page; before that (or without WebAudio) nothing is heard and nothing fails.
 */
export function playNotificationSound(): void {
  try {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = PITCH_HZ;
    volume.gain.setValueAtTime(SILENT, start);
    volume.gain.exponentialRampToValueAtTime(NOTIFICATION_VOLUME, start + ATTACK_S);
    volume.gain.exponentialRampToValueAtTime(SILENT, start + LENGTH_S);
    tone.connect(volume).connect(context.destination);
    tone.start(start);
    tone.stop(start + LENGTH_S);
  } catch {
    // No sound on this device.
  }
}
