import type { SharedCatalog } from '#shared/locales/es.ts';

/** Keys typed from the Spanish catalog: a misspelt `t('auth.titel')` fails to compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: SharedCatalog };
  }
}
