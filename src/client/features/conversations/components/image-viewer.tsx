import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '#client/components/ui/dialog.tsx';

export interface ViewedImage {
  url: string;
  alt: string;
}

/** A chat photo at full size (the bubble shows its thumbnail); closes with Escape, the corner button or outside. */
export function ImageViewer({ image, onClose }: { image: ViewedImage | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>{t('chat.photoTitle')}</DialogTitle>
        {image && (
          <img src={image.url} alt={image.alt} className="max-h-[75dvh] w-full rounded-xl object-contain" />
        )}
      </DialogContent>
    </Dialog>
  );
}
