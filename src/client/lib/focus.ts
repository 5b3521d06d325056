/** Callback ref that moves focus to an element when it appears (a heading after a view switch, with tabIndex -1). */
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}
