import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { DocumentPage } from '#client/components/ui/document-page.tsx';
import { addTexts, currentLanguage, LOCALES } from '#client/lib/i18n.ts';
import termsTexts from '#shared/locales/es/terms.json' with { type: 'json' };

addTexts({ terms: termsTexts });

/** The catalog holds each section's title and, per topic, a title and a body (`<topic>.title`, `<topic>.body`). */
const SECTIONS = [
  {
    key: 'service',
    topics: [
      'terms.service.usage',
      'terms.service.responsibilities',
      'terms.service.transactions',
      'terms.service.security',
    ],
  },
  {
    key: 'privacy',
    topics: [
      'terms.privacy.collection',
      'terms.privacy.location',
      'terms.privacy.usage',
      'terms.privacy.sharing',
      'terms.privacy.security',
    ],
  },
  {
    key: 'community',
    topics: [
      'terms.community.respect',
      'terms.community.listings',
      'terms.community.meetings',
      'terms.community.report',
    ],
  },
] as const;

function LastUpdated() {
  const { t } = useTranslation();
  const [today] = useState(() => new Date());
  const date = new Intl.DateTimeFormat(LOCALES[currentLanguage()], { dateStyle: 'long' }).format(today);
  return <p className="text-sm text-muted-foreground">{t('terms.lastUpdated', { date })}</p>;
}

/** /terms: terms of service, privacy policy, community guidelines and contact. */
export default function TermsScreen() {
  const { t } = useTranslation();
  return (
    <DocumentPage parent="/" title={t('terms.title')} intro={t('terms.intro')}>
      {SECTIONS.map(({ key, topics }) => (
        <Card key={key} aria-labelledby={`terms-${key}`}>
          <h2 id={`terms-${key}`} className="mb-4 text-xl font-semibold tracking-tight">
            {t(`terms.${key}.title`)}
          </h2>
          <div className="space-y-4">
            {topics.map((topic) => (
              <div key={topic} className="space-y-1">
                <h3 className="font-semibold">{t(`${topic}.title`)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{t(`${topic}.body`)}</p>
              </div>
            ))}
          </div>
        </Card>
      ))}
      <Card aria-labelledby="terms-contact">
        <h2 id="terms-contact" className="mb-2 text-xl font-semibold tracking-tight">
          {t('terms.contact.title')}
        </h2>
        <p className="mb-4 text-sm leading-relaxed text-muted-foreground">{t('terms.contact.body')}</p>
        <LastUpdated />
      </Card>
    </DocumentPage>
  );
}
