import {
  Flag,
  HandCoins,
  KeyRound,
  MessagesSquare,
  Phone,
  SearchCheck,
  Siren,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { DocumentPage } from '#client/components/ui/document-page.tsx';
import { NearbySpots } from '#client/features/meetup-spots/components/nearby-spots.tsx';
import { EMERGENCY_NUMBER, SAFETY_TIPS, type SafetyTip } from '#client/features/safety/safety-tips.ts';
import safetyTexts from '#shared/locales/es/safety.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ safety: safetyTexts });

const TIP_ICONS: Record<SafetyTip, LucideIcon> = {
  meet: Users,
  inspect: SearchCheck,
  advance: HandCoins,
  codes: KeyRound,
  stay: MessagesSquare,
  report: Flag,
};

function Tip({ tip }: { tip: SafetyTip }) {
  const { t } = useTranslation();
  const Icon = TIP_ICONS[tip];
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <Icon aria-hidden className="size-6" />
      </span>
      <div className="space-y-1">
        <h2 className="font-semibold">{t(`safety.tips.${tip}.title`)}</h2>
        <p className="text-sm leading-relaxed text-muted-foreground">{t(`safety.tips.${tip}.body`)}</p>
      </div>
    </li>
  );
}

function Emergency() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="safety-emergency" className="space-y-3 rounded-2xl bg-muted p-5">
      <h2 id="safety-emergency" className="flex items-center gap-2 font-semibold">
        <Siren aria-hidden className="size-5 text-destructive" />
        {t('safety.emergency.title')}
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">
        {t('safety.emergency.body', { number: EMERGENCY_NUMBER })}
      </p>
      <a
        href={`tel:${EMERGENCY_NUMBER}`}
        className={buttonClass({ variant: 'outline', className: 'w-full' })}
      >
        <Phone aria-hidden className="size-4" />
        {t('safety.emergency.call', { number: EMERGENCY_NUMBER })}
      </a>
    </section>
  );
}

/** /safety: how to buy and sell safely, how to report, and the emergency line. */
export default function SafetyScreen() {
  const { t } = useTranslation();
  return (
    <DocumentPage parent="/" title={t('safety.title')} intro={t('safety.intro')}>
      <Card>
        <ul className="space-y-6">
          {SAFETY_TIPS.map((tip) => (
            <Tip key={tip} tip={tip} />
          ))}
        </ul>
      </Card>
      <NearbySpots />
      <Emergency />
    </DocumentPage>
  );
}
