import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface AlertProps {
  variant?: 'info' | 'destructive';
  title: string;
  children?: ReactNode;
  className?: string;
}

/** An inline message; the destructive one is announced at once (role=alert). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const destructive = variant === 'destructive';
  const Icon = destructive ? CircleAlert : Info;
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm',
        destructive
          ? 'border-destructive/40 bg-destructive-soft text-destructive'
          : 'border-accent/30 bg-accent-soft text-foreground',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        {children && (
          <div className={destructive ? 'text-foreground' : 'text-muted-foreground'}>{children}</div>
        )}
      </div>
    </div>
  );
}
