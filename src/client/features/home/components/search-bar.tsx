import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts });

interface SearchBarProps {
  /** The submitted search ('' outside search mode). */
  query: string;
  onSearch: (query: string) => void;
  onClear: () => void;
}

/** Search mode: entered by submitting a non-empty query, left with the clear button. Typed text stays put. */
export function SearchBar({ query, onSearch, onClear }: SearchBarProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearch(trimmed);
    input.current?.blur();
  }

  function clear() {
    setText('');
    onClear();
    input.current?.focus();
  }

  return (
    <form role="search" onSubmit={submit} className="relative flex-1">
      <label htmlFor={inputId} className="sr-only">
        {t('marketplace.search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={input}
        id={inputId}
        type="search"
        enterKeyHint="search"
        maxLength={100}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('marketplace.search.placeholder')}
        className="pr-11 pl-10 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {(text || query) && (
        <CloseButton
          label={t('marketplace.search.clear')}
          onClick={clear}
          className="absolute top-1/2 right-0.5 -translate-y-1/2"
        />
      )}
    </form>
  );
}
