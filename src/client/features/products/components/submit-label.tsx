import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts });

interface SubmitLabelProps {
  uploading: boolean;
  submitting: boolean;
  /** Already translated: what the button says at rest and while the request runs. */
  idle: string;
  pending: string;
}

/** The listing form's submit button text: its action, or a spinner while photos upload or the form is sent. */
export function SubmitLabel({ uploading, submitting, idle, pending }: SubmitLabelProps) {
  const { t } = useTranslation();
  if (!uploading && !submitting) return idle;
  return (
    <>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {submitting ? pending : t('createProduct.waitingForPhotos')}
    </>
  );
}
