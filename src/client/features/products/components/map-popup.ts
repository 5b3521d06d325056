import { buttonClass } from '../../../components/ui/button.tsx';

export interface PopupContent {
  title: string;
  price: string;
  /** '' when unknown. */
  distance: string;
  detailsLabel: string;
  onDetails: () => void;
}

function line(text: string, className: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = className;
  paragraph.textContent = text;
  return paragraph;
}

/**
 * A marker's popup (SPEC §2): title, price, distance and 'Ver detalles'. Built from DOM nodes with textContent, so a
 * title or price is always shown as text, never read as HTML (SPEC §5 escaping). Colours come from Leaflet's light popup.
 */
export function popupElement({ title, price, distance, detailsLabel, onDetails }: PopupContent): HTMLElement {
  const root = document.createElement('div');
  root.className = 'flex min-w-40 flex-col gap-0.5 font-sans';
  root.append(
    line(title, 'm-0! text-sm font-semibold'),
    line(price, 'm-0! text-base font-bold text-orange-800'),
  );
  if (distance) root.append(line(distance, 'm-0! text-xs text-stone-600'));
  const details = document.createElement('button');
  details.type = 'button';
  details.className = buttonClass({ size: 'sm', className: 'mt-2 w-full' });
  details.textContent = detailsLabel;
  details.addEventListener('click', onDetails);
  root.append(details);
  return root;
}
