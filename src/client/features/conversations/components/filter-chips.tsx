import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import {
  CONVERSATION_FILTERS,
  type ConversationFilter,
} from '#client/features/conversations/conversation-filter.ts';
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ conversations: conversationsTexts });

interface FilterChipsProps {
  value: ConversationFilter;
  /** Each filter's count; absent while the list loads. */
  counts: Record<ConversationFilter, number> | undefined;
  onChange: (filter: ConversationFilter) => void;
}

/** The full list's filters: Todos, Vendiendo, Comprando, each with its count; the chosen one is pressed. */
export function FilterChips({ value, counts, onChange }: FilterChipsProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('conversations.filterLabel')} className="flex flex-wrap gap-1.5">
      {CONVERSATION_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex min-h-11 grow items-center justify-center gap-1 rounded-full border px-2.5 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-card text-foreground hover:bg-muted',
            )}
          >
            {t(`conversations.filters.${filter}`)}
            {counts && (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs font-semibold',
                  pressed ? 'bg-primary-foreground/20' : 'bg-muted',
                )}
              >
                {counts[filter]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
