import { useTranslation } from 'react-i18next';
import type { ConversationRole } from '#shared/conversations.ts';
import { cn } from '#client/lib/cn.ts';
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ conversations: conversationsTexts });

/**
 * The other person's side of the deal, beside their name: VENDEDOR when they sell the product (the viewer buys),
 * COMPRADOR when the viewer sells it. `role` is the viewer's own side, as conversations carry it.
 */
export function RoleBadge({ role }: { role: ConversationRole | null }) {
  const { t } = useTranslation();
  if (!role) return null;
  const otherSells = role === 'buyer';
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide text-foreground',
        otherSells ? 'bg-accent-soft' : 'bg-muted',
      )}
    >
      {t(otherSells ? 'conversations.roleSeller' : 'conversations.roleBuyer')}
    </span>
  );
}
