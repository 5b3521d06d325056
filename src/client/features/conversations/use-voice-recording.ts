import { useEffect, useRef, useState } from 'react';
import { VOICE_DURATION_MAX_MS } from '#shared/voice-notes.ts';
import type { QueuedVoice } from '#client/lib/offline/outbox-entries.ts';
import type { Recording } from './voice-recorder.ts';

/** A press held longer than this is "hold to record, release to send"; a shorter one is a tap that starts recording. */
const HOLD_MS = 350;
/** Sliding the held finger this far left cancels. */
const CANCEL_SLIDE_PX = 80;
const TICK_MS = 250;

type Phase = 'idle' | 'starting' | 'recording';

/**
 * The microphone button's recording: hold to record and release to send, or tap to start and tap send; slide left
 * (or the cancel button) to cancel. At two minutes it stops and sends by itself. The recorder loads on the first press.
 */
export function useVoiceRecording(onRecorded: (voice: QueuedVoice) => void, onUnavailable: () => void) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [held, setHeld] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const recording = useRef<Recording | null>(null);
  const press = useRef<{ at: number; x: number } | null>(null);
  const startedAt = useRef(0);
  const ended = useRef(false);

  async function finish() {
    const current = recording.current;
    // Released before the microphone opened: the recording that starts is dropped.
    if (!current) ended.current = true;
    recording.current = null;
    press.current = null;
    setPhase('idle');
    setHeld(false);
    if (current) onRecorded(await current.finish());
  }

  function cancel() {
    recording.current?.cancel();
    recording.current = null;
    press.current = null;
    ended.current = true;
    setPhase('idle');
    setHeld(false);
  }

  async function start() {
    setPhase('starting');
    ended.current = false;
    try {
      const { startRecording } = await import('./voice-recorder.ts');
      const started = await startRecording();
      // Released or cancelled while the microphone was being opened: nothing to keep.
      if (ended.current) {
        started.cancel();
        return;
      }
      recording.current = started;
      startedAt.current = performance.now();
      setElapsedMs(0);
      setPhase('recording');
    } catch {
      setPhase('idle');
      onUnavailable();
    }
  }

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = window.setInterval(() => {
      const elapsed = performance.now() - startedAt.current;
      setElapsedMs(elapsed);
      if (elapsed >= VOICE_DURATION_MAX_MS) void finish();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  });

  useEffect(() => () => recording.current?.cancel(), []);

  return {
    phase,
    held,
    elapsedMs,
    cancel,
    send: () => void finish(),
    /** The microphone button's handlers: pointer for hold or tap, click for the keyboard. */
    micHandlers: {
      onPointerDown(event: { clientX: number; currentTarget: Element; pointerId: number }) {
        if (phase !== 'idle') return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        press.current = { at: performance.now(), x: event.clientX };
        setHeld(true);
        void start();
      },
      onPointerMove(event: { clientX: number }) {
        if (press.current && press.current.x - event.clientX > CANCEL_SLIDE_PX) cancel();
      },
      onPointerUp() {
        const pressed = press.current;
        press.current = null;
        setHeld(false);
        if (pressed && performance.now() - pressed.at >= HOLD_MS) void finish();
      },
      onClick(event: { detail: number }) {
        // A pointer press already started it; only the keyboard's Enter or Space (no pointer: detail 0) starts here.
        if (event.detail === 0 && phase === 'idle') void start();
      },
    },
  };
}
