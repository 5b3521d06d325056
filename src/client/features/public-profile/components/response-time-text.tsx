import { useTranslation } from 'react-i18next';
import { responseTimeKey } from '#client/features/public-profile/response-time.ts';
import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ publicProfile: publicProfileTexts });

/** 'Suele responder en menos de una hora' and the like; nothing until the person has answered someone. */
export function ResponseTimeText({ responseMinutes }: { responseMinutes: number | null }) {
  const { t } = useTranslation();
  const key = responseTimeKey(responseMinutes);
  return key ? <span>{t(key)}</span> : null;
}
