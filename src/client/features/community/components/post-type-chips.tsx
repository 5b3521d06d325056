import { useTranslation } from 'react-i18next';
import { CHOSEN_POST_TYPES, type PostType } from '#shared/community-constants.ts';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

interface PostTypeChipsProps {
  label: string;
  selected: PostType | null;
  onSelect: (type: PostType | null) => void;
  /** A first chip "Todo" that selects no type (the wall's filter); without it a pressed chip is let go on a tap. */
  withAll?: boolean;
}

/**
 * The post types as chips, one pressed at most: the wall's filter as a row that scrolls under the screen's edges, the
 * composer's choice wrapping within the dialog.
 */
export function PostTypeChips({ label, selected, onSelect, withAll = false }: PostTypeChipsProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={label}
      className={
        withAll ? '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]' : 'flex flex-wrap gap-2'
      }
    >
      {withAll && (
        <ToggleChip pressed={selected === null} onPress={() => onSelect(null)}>
          {t('community.allTypes')}
        </ToggleChip>
      )}
      {CHOSEN_POST_TYPES.map((type) => (
        <ToggleChip
          key={type}
          pressed={selected === type}
          onPress={() => onSelect(selected === type && !withAll ? null : type)}
        >
          {t(`community.types.${type}`)}
        </ToggleChip>
      ))}
    </div>
  );
}
