import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '#shared/moderation.ts';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { ChoiceGroup, RadioCard } from '#client/components/ui/choice-group.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useCreateReport, type ReportTarget } from '#client/features/moderation/api/create-report.ts';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts, validation: validationTexts });

/** The reasons in plain words, as people name what they saw. */
export const REASON_KEYS: Record<ReportReason, TextKey> = {
  scam: 'moderation.reasons.scam',
  prohibited: 'moderation.reasons.prohibited',
  offensive: 'moderation.reasons.offensive',
  spam: 'moderation.reasons.spam',
  fake: 'moderation.reasons.fake',
  other: 'moderation.reasons.other',
};

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  /** Already translated: 'Reportar publicación', 'Reportar a Ana López'… */
  title: string;
  /** After the thanks: the reported thing is gone for the reporter (e.g. leave a listing's page). */
  onReported?: () => void;
  /** The reason already chosen when it opens: a message reported from its scam warning is reported as a scam. */
  initialReason?: ReportReason;
}

/** A reason is required; details are optional, up to 500 characters, counted as they are typed. */
function OpenReportDialog(props: ReportDialogProps) {
  const { open, onOpenChange, target, title, onReported, initialReason } = props;
  const { t } = useTranslation();
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(initialReason ?? null);
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  function onSent() {
    onOpenChange(false);
    onReported?.();
  }

  function submit() {
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    report.mutate({ target, reason, details }, { onSuccess: onSent });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t('moderation.report.description')}
      onSubmit={submit}
      cancelLabel={t('moderation.cancel')}
      submitLabel={t(report.isPending ? 'moderation.report.sending' : 'moderation.report.submit')}
      pending={report.isPending}
    >
      <ChoiceGroup
        legend={t('moderation.report.reasonLabel')}
        error={reasonMissing ? t('validation.reportReasonRequired') : undefined}
      >
        {REPORT_REASONS.map((option) => (
          <RadioCard
            key={option}
            name="reason"
            value={option}
            checked={reason === option}
            onChange={() => {
              setReason(option);
              setReasonMissing(false);
            }}
          >
            {t(REASON_KEYS[option])}
          </RadioCard>
        ))}
      </ChoiceGroup>
      <TextareaField
        label={t('moderation.report.detailsLabel')}
        placeholder={t('moderation.report.detailsPlaceholder')}
        rows={3}
        maxLength={REPORT_DETAILS_MAX}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        counter={t('moderation.report.counter', { length: details.length, max: REPORT_DETAILS_MAX })}
      />
      {report.isError && (
        <div role="alert" className="text-sm text-destructive">
          <p className="font-semibold">{t('moderation.report.error')}</p>
          {errorMessage(report.error) && <p>{errorMessage(report.error)}</p>}
        </div>
      )}
    </FormDialog>
  );
}

/**
 * Reporting something: why (a list of reasons), optional details, then a thank-you. The form is mounted only while
 * the dialog is open, so each opening starts empty.
 */
export function ReportDialog(props: ReportDialogProps) {
  return props.open ? <OpenReportDialog {...props} /> : null;
}
