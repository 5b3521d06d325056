import { Check, ExternalLink, MapPin, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#shared/conversations.ts';
import { formatChatTime } from '#shared/format.ts';
import {
  formatMeetupTime,
  googleMapsUrl,
  wazeUrl,
  type Meetup,
  type MeetupStatus,
  type SharedPlanLink,
} from '#shared/meetups.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { currentLanguage, addTexts, type TextKey } from '#client/lib/i18n.ts';
import { shareLink, whatsAppShareUrl } from '#client/lib/share.ts';
import { toast } from '#client/lib/toast.ts';
import { useAcceptMeetup } from '#client/features/conversations/api/answer-meetup.ts';
import { useSharePlan, useStopSharingPlan } from '#client/features/conversations/api/share-plan.ts';
import { SafetyTipsLink } from '#client/features/safety/components/safety-tips-link.tsx';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import meetupsTexts from '#shared/locales/es/meetups.json' with { type: 'json' };

addTexts({ chat: chatTexts, meetups: meetupsTexts });

const STATUS_STYLES: Record<MeetupStatus, string> = {
  proposed: 'border border-primary text-foreground',
  accepted: 'bg-accent-soft text-foreground',
  replaced: 'bg-muted text-muted-foreground',
};

const STATUS_TEXTS: Record<MeetupStatus, TextKey> = {
  proposed: 'meetups.status_proposed',
  accepted: 'meetups.status_accepted',
  replaced: 'meetups.status_replaced',
};

const TIPS: readonly TextKey[] = [
  'meetups.tipDaylight',
  'meetups.tipPublic',
  'meetups.tipCompany',
  'meetups.tipInspect',
  'meetups.tipAdvance',
];

/** Plain links: they open from a chat loaded before the connection went. */
function MapLinks({ meetup }: { meetup: Meetup }) {
  const { t } = useTranslation();
  const linkClass = buttonClass({ variant: 'outline', size: 'sm', className: 'flex-1' });
  return (
    <div className="flex gap-2">
      <a href={googleMapsUrl(meetup)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <ExternalLink aria-hidden className="size-4" />
        {t('meetups.openGoogleMaps')}
      </a>
      <a href={wazeUrl(meetup)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <ExternalLink aria-hidden className="size-4" />
        {t('meetups.openWaze')}
      </a>
    </div>
  );
}

/** The short tips at the moment they matter, and the way to the full safety page. */
function MeetupTips() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-muted/60 p-2.5 text-sm">
      <p className="font-semibold">{t('meetups.tipsTitle')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
      <SafetyTipsLink className="mt-1" />
    </div>
  );
}

/** "Compartir mi plan": a link for someone the person trusts, by WhatsApp or the phone's share sheet, and a way back. */
function SharePlan({ message, meetup }: { message: ChatMessage; meetup: Meetup }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<SharedPlanLink | null>(null);
  const share = useSharePlan();
  const stop = useStopSharingPlan();
  const language = currentLanguage();
  const content = link && {
    text: t('meetups.shareText', { place: meetup.name, time: formatMeetupTime(meetup.at, language) }),
    url: link.url,
  };

  async function makeLink() {
    try {
      setLink(await share.mutateAsync(message.id));
    } catch (error) {
      toast({ variant: 'destructive', title: t('meetups.shareError'), description: errorMessage(error) });
    }
  }

  async function stopSharing() {
    try {
      await stop.mutateAsync(message.id);
      setLink(null);
      toast({ title: t('meetups.stoppedSharing') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('meetups.shareError'), description: errorMessage(error) });
    }
  }

  async function shareElsewhere() {
    if (!content) return;
    if ((await shareLink(content).catch(() => 'cancelled')) === 'copied')
      toast({ title: t('meetups.copied') });
  }

  if (!content || !link) {
    return (
      <Button size="sm" variant="outline" className="w-full" disabled={share.isPending} onClick={makeLink}>
        <Share2 aria-hidden className="size-4" />
        {t(share.isPending ? 'meetups.sharing' : 'meetups.sharePlan')}
      </Button>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-xs text-muted-foreground">
        {t('meetups.shareExpires', { time: formatMeetupTime(link.expiresAt, language) })}
      </p>
      <div className="flex gap-2">
        <a
          href={whatsAppShareUrl(content)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ size: 'sm', className: 'flex-1' })}
        >
          {t('meetups.shareWhatsApp')}
        </a>
        <Button size="sm" variant="outline" className="flex-1" onClick={shareElsewhere}>
          <Share2 aria-hidden className="size-4" />
          {t('meetups.shareOther')}
        </Button>
      </div>
      <Button size="sm" variant="ghost" className="w-full" disabled={stop.isPending} onClick={stopSharing}>
        {t('meetups.stopSharing')}
      </Button>
    </div>
  );
}

interface MeetupCardProps {
  message: ChatMessage;
  meetup: Meetup;
  own: boolean;
  /** Who proposed it, for screen readers. */
  sender: string;
  /** Opens the proposal sheet; absent when the viewer cannot write in this chat. */
  onProposeOther?: () => void;
}

/**
 * A proposed meetup on its proposer's side of the chat: the place, the day and time on El Salvador's clock, its state,
 * links that open it in Google Maps and Waze, and the short safety tips. The other side may accept it; either may
 * propose another; on an accepted one, each may share their plan.
 */
export function MeetupCard({ message, meetup, own, sender, onProposeOther }: MeetupCardProps) {
  const { t } = useTranslation();
  const accept = useAcceptMeetup();
  const live = meetup.status !== 'replaced';
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={t('meetups.cardTitle')}
        className={cn(
          'w-[88%] max-w-sm space-y-2.5 rounded-2xl border bg-card p-3 text-card-foreground shadow-sm',
          own ? 'border-primary/50' : 'border-border',
          !live && 'opacity-80',
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
            <MapPin aria-hidden className="size-4 text-red-600 dark:text-red-400" />
            <span className="sr-only">{t('chat.saidBy', { name: sender })} </span>
            {t('meetups.cardTitle')}
          </p>
          <span
            className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[meetup.status])}
          >
            {t(STATUS_TEXTS[meetup.status])}
          </span>
        </div>
        <div>
          <p className="text-lg leading-tight font-bold break-words">{meetup.name}</p>
          <p className="text-sm first-letter:uppercase">{formatMeetupTime(meetup.at, currentLanguage())}</p>
        </div>
        <MapLinks meetup={meetup} />
        {meetup.status === 'proposed' && !own && (
          <Button
            size="sm"
            className="w-full"
            disabled={accept.isPending}
            onClick={() => accept.mutate(message)}
          >
            <Check aria-hidden className="size-4" />
            {t(accept.isPending ? 'meetups.accepting' : 'meetups.accept')}
          </Button>
        )}
        {meetup.status === 'accepted' && <SharePlan message={message} meetup={meetup} />}
        {live && onProposeOther && (
          <Button size="sm" variant="outline" className="w-full" onClick={onProposeOther}>
            {t('meetups.proposeOther')}
          </Button>
        )}
        {live && <MeetupTips />}
        <time dateTime={message.createdAt} className="block text-right text-[11px] text-muted-foreground">
          {formatChatTime(message.createdAt)}
        </time>
      </article>
    </li>
  );
}
