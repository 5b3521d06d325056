type Mutate<Change, Answer> = (change: Change, options?: { onSuccess?: (answer: Answer) => void }) => void;

/**
 * Turns on something the server only toggles (a favourite, a like): an answer saying it is off means it was on
 * already (the account had it before signing in from the sheet), so it is toggled once more, and only once.
 */
export function toggleOn<Change, Answer>(
  mutate: Mutate<Change, Answer>,
  change: Change,
  isOn: (answer: Answer) => boolean,
): void {
  mutate(change, {
    onSuccess: (answer) => {
      if (!isOn(answer)) mutate(change);
    },
  });
}
