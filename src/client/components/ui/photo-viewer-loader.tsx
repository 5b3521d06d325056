import { lazy, Suspense, useState, type ComponentProps } from 'react';

const PhotoViewer = lazy(() =>
  import('./photo-viewer.tsx').then((module) => ({ default: module.PhotoViewer })),
);

/**
 * The full-screen photo viewer, whose dialog library loads when a photo is first everOpened rather than with the screen
 * that shows the photos; from then on it stays mounted, so closing and opening again work as the viewer itself does.
 */
export function PhotoViewerLoader(props: ComponentProps<typeof PhotoViewer>) {
  const [everOpened, setEverOpened] = useState(false);
  if (props.openIndex !== null && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewer {...props} />
    </Suspense>
  );
}
