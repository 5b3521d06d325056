import {
  BadgeCheck,
  CalendarDays,
  MailCheck,
  PackageCheck,
  Smartphone,
  Sprout,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Badge, BadgeType } from '#shared/badges.ts';
import badgesTexts from '#shared/locales/es/badges.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';
import { cn } from '#client/lib/cn.ts';

addTexts({ badges: badgesTexts });

const ICONS: Record<BadgeType, LucideIcon> = {
  id_verified: BadgeCheck,
  phone_verified: Smartphone,
  email_verified: MailCheck,
  confirmed_sales: PackageCheck,
  responds_fast: Zap,
  member_since: CalendarDays,
  new_account: Sprout,
};

/** "marzo de 2026" / "March 2026": the month is what member_since says. */
const monthOf = (since: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(since),
  );

function useBadgeLabel() {
  const { t, i18n } = useTranslation();
  return (badge: Badge) => {
    switch (badge.type) {
      case 'confirmed_sales':
        return t('badges.confirmed_sales.label', { count: badge.count });
      case 'member_since':
        return t('badges.member_since.label', { date: monthOf(badge.since, i18n.language) });
      default:
        return t(`badges.${badge.type}.label`);
    }
  };
}

/** A badge that explains itself: a tap opens what it means and what it does not (a popover, closed by a tap outside). */
function BadgeChip({ badge, compact }: { badge: Badge; compact: boolean }) {
  const { t } = useTranslation();
  const label = useBadgeLabel()(badge);
  const id = useId();
  const Icon = ICONS[badge.type];
  const warm = badge.type === 'new_account';
  return (
    <li>
      <button
        type="button"
        popoverTarget={id}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        // A 44 px tap target around a 32 px pill; the negative margins keep the row as tall as the pill.
        className="relative z-10 -my-1.5 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span
          className={cn(
            'inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold',
            warm ? 'bg-muted text-foreground' : 'bg-accent-soft text-foreground',
          )}
        >
          <Icon aria-hidden className={cn('size-4', warm ? 'text-muted-foreground' : 'text-accent')} />
          {compact ? badge.type === 'confirmed_sales' && <span aria-hidden>{badge.count}</span> : label}
        </span>
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(22rem,calc(100vw-2rem))] space-y-2 rounded-2xl border border-border bg-card p-4 text-sm text-foreground shadow-lg backdrop:bg-black/30"
      >
        <p id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden className="size-5 text-accent" />
          {label}
        </p>
        <p>
          <span className="font-medium">{t('badges.whatItMeans')}: </span>
          {t(`badges.${badge.type}.means`)}
        </p>
        <p className="text-muted-foreground">
          <span className="font-medium">{t('badges.whatItDoesNot')}: </span>
          {t(`badges.${badge.type}.doesNot`)}
        </p>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="min-h-11 w-full rounded-xl bg-muted font-medium focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('badges.close')}
        </button>
      </div>
    </li>
  );
}

/**
 * What a person's profile proves, each badge explaining itself on tap. `compact`: icons only (names for screen readers
 * and in the popover), without member_since, for the chat header and the listing's seller row on a narrow phone.
 */
export function BadgeList({ badges, compact = false }: { badges: readonly Badge[]; compact?: boolean }) {
  const { t } = useTranslation();
  const shown = compact ? badges.filter((badge) => badge.type !== 'member_since') : badges;
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('badges.listLabel')} className="flex flex-wrap items-center gap-1.5">
      {shown.map((badge) => (
        <BadgeChip key={badge.type} badge={badge} compact={compact} />
      ))}
    </ul>
  );
}

/** The calm line a chat with a new account shows, once, above the messages. */
export function NewAccountNotice({ badges }: { badges: readonly Badge[] }) {
  const { t } = useTranslation();
  if (!badges.some((badge) => badge.type === 'new_account')) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-muted px-3 py-2 text-xs text-foreground">
      <Sprout aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {t('badges.newAccountWarning')}
    </p>
  );
}
