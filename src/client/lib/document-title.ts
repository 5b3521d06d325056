import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the page for tabs, history and screen readers: "<screen> · Cerquita". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
