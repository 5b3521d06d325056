import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { buttonClass } from './button.tsx';

interface DocumentPageProps {
  /** Where the back link leads, and its text (already translated). */
  backHref: string;
  backLabel: string;
  /** The heading, which also names the browser tab. */
  title: string;
  intro: string;
  /** The sections, one under the other. */
  children: ReactNode;
}

/** A page read from top to bottom (help, terms): a way back, the title and its introduction, then the sections. */
export function DocumentPage({ backHref, backLabel, title, intro, children }: DocumentPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 py-2">
      <Link href={backHref} className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </Link>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      {children}
    </div>
  );
}
