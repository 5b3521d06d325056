import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readVoiceRecording } from './voice-containers.ts';

const fixture = (name: string) => readFileSync(new URL(`../../testing/voice-notes/${name}`, import.meta.url));

describe('readVoiceRecording', () => {
  it.each([
    ['opus-2s.webm', 'webm', 2000],
    ['opus-2s-no-duration.webm', 'webm', 2000],
    ['opus-2s.ogg', 'ogg', 2000],
    ['vorbis-3s.ogg', 'ogg', 3000],
    ['aac-2s.m4a', 'mp4', 2000],
    ['aac-2s-fragmented.m4a', 'mp4', 2000],
    ['opus-125s.webm', 'webm', 125_000],
  ])('reads %s as %s of about %i ms', (name, container, durationMs) => {
    const recording = readVoiceRecording(fixture(name));
    expect(recording?.container).toBe(container);
    expect(Math.abs((recording?.durationMs ?? 0) - durationMs)).toBeLessThanOrEqual(60);
  });

  it.each(['mp3-2s.mp3', 'opus-2s.mkv'])('refuses %s, which is not WebM, Ogg or MP4', (name) => {
    expect(readVoiceRecording(fixture(name))).toBeUndefined();
  });

  it('refuses random bytes, a WAV header and a truncated recording', () => {
    expect(readVoiceRecording(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
    expect(readVoiceRecording(Buffer.alloc(4000, 7))).toBeUndefined();
    const whole = fixture('opus-2s.ogg');
    expect(readVoiceRecording(whole.subarray(0, whole.length - 100))).toBeUndefined();
    const mp4 = fixture('aac-2s.m4a');
    expect(readVoiceRecording(mp4.subarray(0, 40))).toBeUndefined();
  });
});
