import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { AppBar } from '#client/components/app-bar.tsx';

interface DocumentPageProps {
  /** Where back leads when the page was opened from a link. */
  parent: string;
  /** The heading, which also names the browser tab. */
  title: string;
  intro: string;
  /** The sections, one under the other. */
  children: ReactNode;
}

/** A page read from top to bottom (help, terms): the app bar with its title, the introduction, then the sections. */
export function DocumentPage({ parent, title, intro, children }: DocumentPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 py-2">
      <div className="space-y-1">
        <AppBar parent={parent} title={title} />
        <p className="text-muted-foreground">{intro}</p>
      </div>
      {children}
    </div>
  );
}
