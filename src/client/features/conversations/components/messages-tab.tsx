import { useTranslation } from 'react-i18next';

/** Home's messages view (SPEC §2): a placeholder until the conversations feature replaces this file. */
export default function MessagesTab() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="messages-tab-title" className="space-y-2 py-2">
      <h2 id="messages-tab-title" className="text-xl font-bold tracking-tight">
        {t('screens.messages')}
      </h2>
      <p className="text-muted-foreground">{t('common.comingSoon')}</p>
    </section>
  );
}
