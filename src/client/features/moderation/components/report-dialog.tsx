import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '#shared/moderation.ts';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
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
}

interface ReportFormProps {
  target: ReportTarget;
  onCancel: () => void;
  onSent: () => void;
}

/** A reason is required; details are optional, up to 500 characters, counted as they are typed. */
function ReportForm({ target, onCancel, onSent }: ReportFormProps) {
  const { t } = useTranslation();
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const ids = useId();
  const reasonErrorId = `${ids}-reason-error`;
  const detailsId = `${ids}-details`;
  const counterId = `${ids}-counter`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    report.mutate({ target, reason, details }, { onSuccess: onSent });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset
        className="space-y-2"
        aria-invalid={reasonMissing || undefined}
        aria-describedby={reasonMissing ? reasonErrorId : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{t('moderation.report.reasonLabel')}</legend>
        {REPORT_REASONS.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2 text-base',
              'hover:bg-muted has-checked:border-primary has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="radio"
              name="reason"
              value={option}
              checked={reason === option}
              onChange={() => {
                setReason(option);
                setReasonMissing(false);
              }}
              className="size-5 shrink-0 accent-primary"
            />
            {t(REASON_KEYS[option])}
          </label>
        ))}
        {reasonMissing && (
          <p id={reasonErrorId} role="alert" className="text-sm text-destructive">
            {t('validation.reportReasonRequired')}
          </p>
        )}
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={detailsId}>{t('moderation.report.detailsLabel')}</Label>
        <textarea
          id={detailsId}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          aria-describedby={counterId}
          placeholder={t('moderation.report.detailsPlaceholder')}
          className={cn(
            'block min-h-24 w-full rounded-xl border border-input bg-card px-3 py-2.5 text-base text-foreground',
            'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
          )}
        />
        <p id={counterId} className="text-right text-xs text-muted-foreground">
          {t('moderation.report.counter', { length: details.length, max: REPORT_DETAILS_MAX })}
        </p>
      </div>
      {report.isError && (
        <div role="alert" className="text-sm text-destructive">
          <p className="font-semibold">{t('moderation.report.error')}</p>
          {errorMessage(report.error) && <p>{errorMessage(report.error)}</p>}
        </div>
      )}
      <DialogActions
        cancelLabel={t('moderation.cancel')}
        submitLabel={t(report.isPending ? 'moderation.report.sending' : 'moderation.report.submit')}
        pending={report.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}

/** Reporting something: why (a list of reasons), optional details, then a thank-you; each opening starts empty. */
export function ReportDialog({ open, onOpenChange, target, title, onReported }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t('moderation.report.description')}</DialogDescription>
        <ReportForm
          target={target}
          onCancel={() => onOpenChange(false)}
          onSent={() => {
            onOpenChange(false);
            onReported?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
