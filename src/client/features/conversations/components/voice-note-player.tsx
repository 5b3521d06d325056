import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#shared/format.ts';
import { cn } from '#client/lib/cn.ts';
import { voiceNoteAudio } from '#client/lib/offline/voice-notes.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts });

interface VoiceNotePlayerProps {
  audioUrl: string;
  /** As the server read it from the file: a recorder's WebM often tells the player no duration of its own. */
  durationMs: number;
  own: boolean;
}

type PlayerState = 'idle' | 'loading' | 'playing' | 'paused';

/**
 * A voice note: "Reproducir" (then "Pausar"), a progress bar and the time, m:ss (the whole length until it plays, then
 * how far it is). The recording is fetched on the first play and kept on the device, so it plays again offline.
 */
export function VoiceNotePlayer({ audioUrl, durationMs, own }: VoiceNotePlayerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PlayerState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [failed, setFailed] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(
    () => () => {
      const player = audio.current;
      if (!player) return;
      player.pause();
      URL.revokeObjectURL(player.src);
    },
    [],
  );

  async function loaded(): Promise<HTMLAudioElement> {
    if (audio.current) return audio.current;
    const player = new Audio(URL.createObjectURL(await voiceNoteAudio(audioUrl)));
    player.addEventListener('timeupdate', () => setElapsedMs(player.currentTime * 1000));
    player.addEventListener('pause', () => setState('paused'));
    player.addEventListener('playing', () => setState('playing'));
    player.addEventListener('ended', () => {
      setState('idle');
      setElapsedMs(0);
    });
    audio.current = player;
    return player;
  }

  async function toggle() {
    if (state === 'playing') {
      audio.current?.pause();
      return;
    }
    setFailed(false);
    setState('loading');
    try {
      await (await loaded()).play();
    } catch {
      setFailed(true);
      setState('idle');
    }
  }

  const shownMs = state === 'idle' ? durationMs : Math.min(elapsedMs, durationMs);
  const percent = durationMs > 0 ? Math.round((Math.min(elapsedMs, durationMs) / durationMs) * 100) : 0;
  const Icon = state === 'loading' ? LoaderCircle : state === 'playing' ? Pause : Play;
  return (
    <div className="flex w-56 max-w-full flex-col gap-1">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => void toggle()}
          disabled={state === 'loading'}
          aria-label={t(state === 'playing' ? 'chat.voice.pause' : 'chat.voice.play')}
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            own ? 'bg-primary-foreground text-primary' : 'bg-primary text-primary-foreground',
          )}
        >
          <Icon aria-hidden className={cn('size-5', state === 'loading' && 'animate-spin')} />
        </button>
        <progress
          max={100}
          value={percent}
          aria-label={t('chat.voice.progress')}
          className={cn(
            'block h-1.5 min-w-0 flex-1 overflow-hidden rounded-full',
            own
              ? '[&::-moz-progress-bar]:bg-primary-foreground [&::-webkit-progress-bar]:bg-primary-foreground/30 [&::-webkit-progress-value]:bg-primary-foreground'
              : '[&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-foreground/15 [&::-webkit-progress-value]:bg-primary',
          )}
        />
        <span className="w-10 shrink-0 text-right text-sm tabular-nums">{formatDuration(shownMs)}</span>
      </div>
      {failed && (
        <p role="alert" className={cn('text-xs', own ? 'text-primary-foreground' : 'text-destructive')}>
          {t('chat.voice.playError')}
        </p>
      )}
    </div>
  );
}
