import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { segmentColors } from './segment.ts';

interface TabItem<K extends string> {
  value: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  value: K;
  onChange: (value: K) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs (automatic activation; arrow keys, Home and End move between tabs). Renders the active panel only. */
export function Tabs<K extends string>({ label, items, value, onChange, children }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-tab-${key}`;

  function focusTab(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(item.value))}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid gap-1 rounded-xl bg-muted p-1"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={cn(
                'min-h-11 rounded-lg px-1 text-sm font-medium transition-colors sm:px-3',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                segmentColors(selected),
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(value)} className="mt-5">
        {children}
      </div>
    </div>
  );
}
