import { MapPin, MessageCircle, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts, common: commonTexts });

const BENEFITS = [
  { key: 'local', Icon: MapPin },
  { key: 'direct', Icon: MessageCircle },
  { key: 'secure', Icon: ShieldCheck },
] as const satisfies readonly { key: string; Icon: LucideIcon }[];

/** Desktop-only (lg) introduction beside the forms: name, welcome line, tagline and three benefits. */
export function AuthSidePanel() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('auth.side.label')}
      className="hidden flex-col justify-center gap-8 rounded-3xl bg-linear-to-br from-teal-700 to-teal-900 p-10 text-white lg:flex"
    >
      <div className="space-y-3">
        <p className="text-4xl font-bold tracking-tight">{t('common.appName')}</p>
        <p className="text-xl font-medium">{t('auth.side.welcome')}</p>
        <p className="text-white">{t('auth.side.tagline')}</p>
      </div>
      <ul className="space-y-5">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-600">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <p className="font-semibold">{t(`auth.side.benefits.${key}.title`)}</p>
              <p className="text-sm text-white">{t(`auth.side.benefits.${key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
