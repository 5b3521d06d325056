import { useId, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

interface SettingsSectionProps {
  title: string;
  description?: string;
  /** The danger zone is outlined in the destructive colour. */
  danger?: boolean;
  children: ReactNode;
}

/** One titled card of the settings page; its heading names the region. */
export function SettingsSection({ title, description, danger = false, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={cn(danger && 'border-destructive/50')}>
      <CardHeader>
        <CardTitle id={titleId} className={cn('text-lg', danger && 'text-destructive')}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children}
    </Card>
  );
}
