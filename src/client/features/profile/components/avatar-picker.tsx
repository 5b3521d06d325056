import { Camera, Trash2 } from 'lucide-react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/auth.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import {
  useAvatarChange,
  type AvatarProblem,
  type AvatarSuccess,
} from '#client/features/profile/use-avatar-change.ts';
import profileTexts from '#shared/locales/es/profile.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ profile: profileTexts, validation: validationTexts });

const PROBLEM_KEYS = {
  invalidImage: 'validation.imageInvalid',
  tooLarge: 'profile.photo.sizeError',
  processingFailed: 'profile.photo.processingError',
} as const;

const SUCCESS_KEYS: Record<AvatarSuccess, TextKey> = {
  changed: 'profile.photo.changed',
  removed: 'profile.photo.removed',
};

function ProblemAlert({ problem }: { problem: AvatarProblem }) {
  const { t } = useTranslation();
  const text = problem.kind === 'server' ? problem.message : t(PROBLEM_KEYS[problem.kind]);
  return (
    <Alert variant="destructive" title={t('profile.photo.errorTitle')} className="w-full">
      {text}
    </Alert>
  );
}

interface AvatarPickerProps {
  user: CurrentUser;
  /** Shown between the picture and its buttons (the name). */
  children: ReactNode;
}

/** The profile picture with 'change' (any image up to 5 MB, downsized before upload) and 'remove'. */
export function AvatarPicker({ user, children }: AvatarPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const avatar = useAvatarChange((outcome) => toast({ title: t(SUCCESS_KEYS[outcome]) }));

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after an error) is a change too.
    event.target.value = '';
    if (file) avatar.change(file);
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        <Avatar name={user.displayName} imageUrl={user.profileImageUrl} size="xl" />
        {avatar.pending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-card/80">
            <Spinner />
          </span>
        )}
      </div>
      {children}
      <div className="flex flex-wrap justify-center gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            buttonClass({ variant: 'outline', size: 'sm' }),
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            avatar.pending && 'pointer-events-none opacity-60',
          )}
        >
          <Camera aria-hidden className="size-4" />
          {t(avatar.pending ? 'profile.photo.saving' : 'profile.photo.change')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-describedby={hintId}
            disabled={avatar.pending}
            onChange={onPick}
          />
        </label>
        {user.profileImageUrl && (
          <Button variant="ghost" size="sm" disabled={avatar.pending} onClick={avatar.remove}>
            <Trash2 aria-hidden className="size-4" />
            {t('profile.photo.remove')}
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('profile.photo.hint')}
      </p>
      {avatar.problem && <ProblemAlert problem={avatar.problem} />}
    </div>
  );
}
