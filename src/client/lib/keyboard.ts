import { useEffect, useState } from 'react';

/** Inputs that bring up the on-screen keyboard; checkboxes, buttons, files and the like do not. */
const NO_KEYBOARD_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

function takesTyping(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return !element.readOnly && !NO_KEYBOARD_TYPES.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** The visible area is this much shorter than the window: something (the keyboard) covers the rest. */
const COVERED_PX = 150;

function keyboardLikelyOpen(): boolean {
  if (!takesTyping(document.activeElement)) return false;
  const viewport = window.visualViewport;
  const covered = viewport ? window.innerHeight - viewport.height > COVERED_PX : false;
  // Where the keyboard does not shrink the visual viewport, a touch screen with text focus has it open.
  return covered || window.matchMedia('(pointer: coarse)').matches;
}

/** Whether the on-screen keyboard is open: a text field has focus on a touch screen, or the visible area shrank. */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(keyboardLikelyOpen());
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, []);
  return open;
}
