import { buttonClass } from '#client/components/ui/button.tsx';

export interface PopupProduct {
  title: string;
  price: string;
  onDetails: () => void;
}

export interface PopupContent {
  /** The products of one area: one, or several listed in the same grid cell. */
  products: readonly PopupProduct[];
  /** '' when unknown. */
  distance: string;
  detailsLabel: string;
}

function line(text: string, className: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = className;
  paragraph.textContent = text;
  return paragraph;
}

function detailsButton(label: string, onDetails: () => void, accessibleName?: string): HTMLButtonElement {
  const details = document.createElement('button');
  details.type = 'button';
  details.className = buttonClass({ size: 'sm', className: 'mt-2 w-full' });
  details.textContent = label;
  if (accessibleName) details.setAttribute('aria-label', accessibleName);
  details.addEventListener('click', onDetails);
  return details;
}

/**
 * An area's popup: title, price, distance and 'Ver detalles'; when several listings share the area, each in
 * turn with its own button. Built from DOM nodes with textContent, so a title or price is always shown as text, never
 * read as HTML. Colours come from Leaflet's light popup.
 */
export function popupElement({ products, distance, detailsLabel }: PopupContent): HTMLElement {
  const root = document.createElement('div');
  root.className = 'flex max-h-64 min-w-40 flex-col gap-3 overflow-y-auto font-sans';
  const several = products.length > 1;
  for (const { title, price, onDetails } of products) {
    const entry = document.createElement('div');
    entry.className = 'flex flex-col gap-0.5';
    entry.append(
      line(title, 'm-0! text-sm font-semibold'),
      line(price, 'm-0! text-base font-bold text-orange-800'),
    );
    if (distance && !several) entry.append(line(distance, 'm-0! text-xs text-stone-600'));
    entry.append(detailsButton(detailsLabel, onDetails, several ? `${detailsLabel}: ${title}` : undefined));
    root.append(entry);
  }
  if (distance && several) root.prepend(line(distance, 'm-0! text-xs text-stone-600'));
  return root;
}
