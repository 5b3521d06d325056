import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { DocumentPage } from '#client/components/ui/document-page.tsx';
import { addTexts } from '#client/lib/i18n.ts';
import privacyTexts from '#shared/locales/es/privacy.json' with { type: 'json' };

addTexts({ privacy: privacyTexts });

const TOPICS = ['account', 'content', 'location', 'visible', 'technical', 'retention', 'contact'] as const;

/** /privacy: what is kept, why, who sees it and for how long; sign-up links here. */
export default function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <DocumentPage parent="/terms" title={t('privacy.title')} intro={t('privacy.intro')}>
      {TOPICS.map((topic) => (
        <Card key={topic} aria-labelledby={`privacy-${topic}`} className="space-y-2">
          <h2 id={`privacy-${topic}`} className="text-lg font-semibold tracking-tight">
            {t(`privacy.topics.${topic}.title`)}
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{t(`privacy.topics.${topic}.body`)}</p>
        </Card>
      ))}
    </DocumentPage>
  );
}
