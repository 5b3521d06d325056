import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface MenuItem {
  /** An app path, or a mailto: address (opened by the browser, not the router). */
  href: string;
  label: string;
  Icon: LucideIcon;
}

const ROW =
  'flex min-h-12 items-center gap-3 px-4 py-2 text-base font-medium hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';

function MenuRow({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('mailto:')) {
    return (
      <a href={href} className={ROW}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={ROW}>
      {children}
    </Link>
  );
}

/** A card-like list of navigation rows (icon, label, chevron), each a full-width tap target. */
export function MenuLinks({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
        {items.map(({ href, label: itemLabel, Icon }) => (
          <li key={href}>
            <MenuRow href={href}>
              <Icon aria-hidden className="size-5 shrink-0 text-primary" />
              <span className="flex-1">{itemLabel}</span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            </MenuRow>
          </li>
        ))}
      </ul>
    </nav>
  );
}
