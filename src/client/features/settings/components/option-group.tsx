import type { LucideIcon } from 'lucide-react';
import { segmentColors } from '#client/components/ui/segment.ts';
import { cn } from '#client/lib/cn.ts';

export interface Option<V extends string> {
  value: V;
  label: string;
  Icon?: LucideIcon;
  /** The option's own language, for screen readers (a language's name in that language). */
  lang?: string;
}

interface OptionGroupProps<V extends string> {
  /** Already translated: what the group chooses. */
  label: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of toggle buttons of which one is pressed (language, theme): one tap applies the choice. */
export function OptionGroup<V extends string>({ label, options, value, onChange }: OptionGroupProps<V>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-muted p-1"
    >
      {options.map(({ value: option, label: optionLabel, Icon, lang }) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            lang={lang}
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              segmentColors(pressed),
            )}
          >
            {Icon && <Icon aria-hidden className="size-4 shrink-0" />}
            {optionLabel}
          </button>
        );
      })}
    </div>
  );
}
