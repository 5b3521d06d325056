import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_TYPES,
  type NotificationPreferences,
  type NotificationType,
} from '#shared/notifications.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import {
  pushState,
  subscribeToPush,
  unsubscribeFromPush,
  type PushState,
} from '#client/lib/push-subscription.ts';
import { toast } from '#client/lib/toast.ts';
import { SettingsSection } from '#client/features/settings/components/settings-section.tsx';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '#client/features/notifications/api/notification-preferences.ts';
import notificationsTexts from '#shared/locales/es/notifications.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ notifications: notificationsTexts });

/** The two ends of the quiet hours, each with its label. */
const QUIET_HOUR_FIELDS = ['quietStart', 'quietEnd'] as const;

/** Quiet hours a first switch-on proposes: the night, 21:00 to 07:00. */
const DEFAULT_QUIET = { quietStart: 21 * 60, quietEnd: 7 * 60 };

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function toMinutes(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** This phone's pushes: on, off, or why they cannot be. */
function PushSwitch() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    pushState().then(setState, () => setState('unsupported'));
  }, []);
  async function change(next: () => Promise<PushState>) {
    setBusy(true);
    try {
      setState(await next());
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error) ?? t('notifications.push.failed') });
    } finally {
      setBusy(false);
    }
  }
  if (state === 'checking') return null;
  if (state === 'unsupported' || state === 'denied')
    return <p className="text-sm text-muted-foreground">{t(`notifications.push.${state}`)}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">{t(`notifications.push.${state}`)}</p>
      {state === 'off' ? (
        <Button disabled={busy} onClick={() => void change(subscribeToPush)}>
          {t('notifications.push.enable')}
        </Button>
      ) : (
        <Button variant="outline" disabled={busy} onClick={() => void change(unsubscribeFromPush)}>
          {t('notifications.push.disable')}
        </Button>
      )}
    </div>
  );
}

function TypeSwitches({
  preferences,
  save,
}: {
  preferences: NotificationPreferences;
  save: (next: NotificationPreferences) => void;
}) {
  const { t } = useTranslation();
  const toggle = (type: NotificationType, wanted: boolean) =>
    save({
      ...preferences,
      mutedTypes: wanted
        ? preferences.mutedTypes.filter((muted) => muted !== type)
        : [...preferences.mutedTypes, type],
    });
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{t('notifications.types.legend')}</legend>
      {NOTIFICATION_TYPES.map((type) => (
        <div key={type}>
          <CheckboxField
            label={t(`notifications.types.${type}`)}
            checked={!preferences.mutedTypes.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
          />
        </div>
      ))}
    </fieldset>
  );
}

function QuietHours({
  preferences,
  save,
}: {
  preferences: NotificationPreferences;
  save: (next: NotificationPreferences) => void;
}) {
  const { t } = useTranslation();
  const { quietStart, quietEnd } = preferences;
  const setTime = (field: 'quietStart' | 'quietEnd', time: string) => {
    const minutes = toMinutes(time);
    if (minutes !== undefined) save({ ...preferences, [field]: minutes });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('notifications.quiet.legend')}</legend>
      <CheckboxField
        label={t('notifications.quiet.enable')}
        checked={quietStart !== null}
        onChange={(event) =>
          save({
            ...preferences,
            ...(event.target.checked ? DEFAULT_QUIET : { quietStart: null, quietEnd: null }),
          })
        }
      />
      {quietStart !== null && quietEnd !== null && (
        <div className="flex flex-wrap gap-3">
          {QUIET_HOUR_FIELDS.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              {t(`notifications.quiet.${field}`)}
              <input
                type="time"
                step={60}
                value={toTime(field === 'quietStart' ? quietStart : quietEnd)}
                onChange={(event) => setTime(field, event.target.value)}
                className="min-h-11 rounded-lg border border-input bg-background px-2 text-foreground"
              />
            </label>
          ))}
        </div>
      )}
      <p className="text-xs text-muted-foreground">{t('notifications.quiet.hint')}</p>
    </fieldset>
  );
}

/** Settings' notifications card: pushes on this phone, a switch per type, quiet hours, the daily digest mail. */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  const { data: preferences } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const save = (next: NotificationPreferences) =>
    update.mutate(next, {
      onError: (error) =>
        toast({ variant: 'destructive', title: errorMessage(error) ?? t('notifications.saveFailed') }),
    });
  return (
    <div id="notifications">
      <SettingsSection
        title={t('notifications.settingsTitle')}
        description={t('notifications.settingsDescription')}
      >
        <div className="space-y-5">
          <PushSwitch />
          {preferences && (
            <>
              <TypeSwitches preferences={preferences} save={save} />
              <QuietHours preferences={preferences} save={save} />
              <CheckboxField
                label={t('notifications.digest')}
                checked={preferences.digestEmail}
                onChange={(event) => save({ ...preferences, digestEmail: event.target.checked })}
              />
            </>
          )}
        </div>
      </SettingsSection>
    </div>
  );
}
