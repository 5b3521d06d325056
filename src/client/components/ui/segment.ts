/**
 * The colours of one segment of a segmented control (tabs, language, theme) on its `bg-muted` track. The chosen one
 * is filled with the brand colour, as chosen chips are: it stands out from the track in both themes (4.5:1 light,
 * 6.8:1 dark), where a card-coloured segment did not (1.1:1). Every text pair meets WCAG AA.
 */
export function segmentColors(selected: boolean): string {
  return selected
    ? 'bg-primary text-primary-foreground shadow-sm'
    : 'text-muted-foreground hover:text-foreground';
}
