import { useId, type ReactNode } from 'react';

/** One tab's part of the profile, named by a heading only screen readers see: the tab names it to everyone else. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      {children}
    </section>
  );
}
