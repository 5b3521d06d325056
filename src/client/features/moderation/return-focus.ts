import { useRef } from 'react';

/**
 * The button that opened a dialog gets the focus back when the dialog closes. Radix gives it back only to its own
 * Dialog.Trigger; these dialogs are opened by state, so the button is focused once the dialog has left the page.
 */
export function useReturnFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const returnFocus = () => window.setTimeout(() => ref.current?.focus());
  return [ref, returnFocus] as const;
}
