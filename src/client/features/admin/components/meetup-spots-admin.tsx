import { Check, ExternalLink, Pencil, Trash2, X } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMeetupSpot } from '#shared/meetup-spots.ts';
import { MEETUP_SPOT_HOURS_MAX, MEETUP_SPOT_NAME_MAX } from '#shared/meetup-spots.ts';
import type { MeetupSpotStatus } from '#shared/meetup-spots-constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage, fieldErrors } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useDeleteMeetupSpot } from '#client/features/meetup-spots/api/delete-meetup-spot.ts';
import { useAdminMeetupSpots } from '#client/features/meetup-spots/api/list-admin-meetup-spots.ts';
import { useUpdateMeetupSpot } from '#client/features/meetup-spots/api/update-meetup-spot.ts';
import { spotDetails } from '#client/features/meetup-spots/components/spot-texts.ts';

function failed(t: TFunction, error: unknown) {
  toast({
    variant: 'destructive',
    title: t('meetupSpots.admin.errorTitle'),
    description: errorMessage(error),
  });
}

function SpotCard({ spot, children }: { spot: AdminMeetupSpot; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-2 rounded-2xl border border-border p-4">
      <div>
        <p className="font-medium">{spot.name}</p>
        <p className="text-sm text-muted-foreground">{spotDetails(t, spot)}</p>
        {spot.sourceUrl && (
          <a
            href={spot.sourceUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-sm text-primary underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('meetupSpots.admin.source')}
          </a>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2">{children}</div>
    </li>
  );
}

function SpotList({
  status,
  emptyKey,
  render,
}: {
  status: MeetupSpotStatus;
  emptyKey: 'meetupSpots.admin.noSuggestions' | 'meetupSpots.admin.noApproved';
  render: (spot: AdminMeetupSpot) => ReactNode;
}) {
  const { t } = useTranslation();
  const spots = useAdminMeetupSpots(status);
  if (spots.isError)
    return <p className="text-sm">{errorMessage(spots.error) ?? t('meetupSpots.loadError')}</p>;
  if (!spots.data)
    return (
      <div role="status">
        <span className="sr-only">{t('meetupSpots.loading')}</span>
        <SkeletonLines className="space-y-2" lines={['h-24 w-full', 'h-24 w-full']} />
      </div>
    );
  if (spots.data.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border p-5 text-center text-sm text-muted-foreground">
        {t(emptyKey)}
      </p>
    );
  return <ul className="space-y-3">{spots.data.map(render)}</ul>;
}

function EditDialog({ spot, onClose }: { spot: AdminMeetupSpot | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMeetupSpot();
  const [name, setName] = useState(spot?.name ?? '');
  const [hours, setHours] = useState(spot?.hours ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!spot) return;
    update.mutate(
      { id: spot.id, name, hours },
      {
        onSuccess: () => {
          toast({ title: t('meetupSpots.admin.saved') });
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          if (Object.keys(fieldErrors(error)).length === 0) failed(t, error);
        },
      },
    );
  }

  return (
    <FormDialog
      open={spot !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('meetupSpots.admin.editTitle')}
      description={spot ? spotDetails(t, spot) : ''}
      onSubmit={save}
      cancelLabel={t('meetupSpots.admin.cancel')}
      submitLabel={t('meetupSpots.admin.save')}
      pending={update.isPending}
    >
      <TextField
        label={t('meetupSpots.suggest.nameLabel')}
        value={name}
        maxLength={MEETUP_SPOT_NAME_MAX}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('meetupSpots.suggest.hoursLabel')}
        value={hours}
        maxLength={MEETUP_SPOT_HOURS_MAX}
        error={errors.hours}
        onChange={(event) => setHours(event.target.value)}
      />
    </FormDialog>
  );
}

/** The admins' safe spots: suggestions to approve or reject, then the published ones to edit or delete. */
export function MeetupSpotsAdmin() {
  const { t } = useTranslation();
  const update = useUpdateMeetupSpot();
  const remove = useDeleteMeetupSpot();
  const [editing, setEditing] = useState<AdminMeetupSpot | null>(null);
  const [deleting, setDeleting] = useState<AdminMeetupSpot | null>(null);
  const busy = update.isPending || remove.isPending;

  function review(spot: AdminMeetupSpot, status: 'approved' | 'rejected') {
    update.mutate(
      { id: spot.id, status },
      {
        onSuccess: () => toast({ title: t(`meetupSpots.admin.${status}`, { name: spot.name }) }),
        onError: (error) => failed(t, error),
      },
    );
  }

  function confirmDelete(spot: AdminMeetupSpot) {
    remove.mutate(spot.id, {
      onSuccess: () => {
        toast({ title: t('meetupSpots.admin.deleted', { name: spot.name }) });
        setDeleting(null);
      },
      onError: (error) => failed(t, error),
    });
  }

  return (
    <section aria-labelledby="meetup-spots-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="meetup-spots-title" className="text-xl font-semibold tracking-tight">
          {t('meetupSpots.admin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('meetupSpots.admin.intro')}</p>
      </div>
      <h3 className="font-semibold">{t('meetupSpots.admin.suggestedTitle')}</h3>
      <SpotList
        status="suggested"
        emptyKey="meetupSpots.admin.noSuggestions"
        render={(spot) => (
          <SpotCard key={spot.id} spot={spot}>
            <Button disabled={busy} onClick={() => review(spot, 'approved')}>
              <Check aria-hidden className="size-4" />
              {t('meetupSpots.admin.approve')}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => review(spot, 'rejected')}>
              <X aria-hidden className="size-4" />
              {t('meetupSpots.admin.reject')}
            </Button>
          </SpotCard>
        )}
      />
      <h3 className="font-semibold">{t('meetupSpots.admin.approvedTitle')}</h3>
      <SpotList
        status="approved"
        emptyKey="meetupSpots.admin.noApproved"
        render={(spot) => (
          <SpotCard key={spot.id} spot={spot}>
            <Button variant="outline" disabled={busy} onClick={() => setEditing(spot)}>
              <Pencil aria-hidden className="size-4" />
              {t('meetupSpots.admin.edit')}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setDeleting(spot)}>
              <Trash2 aria-hidden className="size-4" />
              {t('meetupSpots.admin.delete')}
            </Button>
          </SpotCard>
        )}
      />
      {editing && <EditDialog key={editing.id} spot={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('meetupSpots.admin.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('meetupSpots.admin.deleteDescription')}
        confirmLabel={t('meetupSpots.admin.delete')}
        cancelLabel={t('meetupSpots.admin.cancel')}
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </section>
  );
}
