import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { focusOnMount } from '#client/lib/focus.ts';
import { Card, CardDescription, CardHeader, CardTitle } from './card.tsx';

interface ResultCardProps {
  Icon: LucideIcon;
  /** `failed` (a failure or a refusal) draws the icon red and announces the message as it appears. */
  outcome: 'done' | 'failed';
  /** Already translated. */
  title: string;
  /** `h1` when the card is the screen, `h2` inside a panel. */
  heading?: 'h1' | 'h2';
  /** Already translated. */
  message: string;
  /** What comes next: a link or button onward, a note. */
  children: ReactNode;
}

/**
 * How something went, centred: an icon, the title, why, and the way on. The title takes focus when the card appears,
 * so a screen reader starts there after the view it replaces.
 */
export function ResultCard({ Icon, outcome, title, heading = 'h1', message, children }: ResultCardProps) {
  const failed = outcome === 'failed';
  return (
    <Card className="space-y-4 text-center">
      <CardHeader>
        <Icon
          aria-hidden
          className={cn('mx-auto mb-2 size-10', failed ? 'text-destructive' : 'text-accent')}
        />
        <CardTitle as={heading} ref={focusOnMount} tabIndex={-1} className="outline-none">
          {title}
        </CardTitle>
        <CardDescription role={failed ? 'alert' : undefined}>{message}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}
