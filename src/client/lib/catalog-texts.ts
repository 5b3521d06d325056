import type { ResourceKey } from 'i18next';

type Texts = Record<string, ResourceKey>;
type Receiver = (texts: Texts) => void;

const waiting: Texts[] = [];
let receiver: Receiver | undefined;

/**
 * Called at the top of every client module that names a catalog key, with the Spanish texts of those keys: the build
 * adds the call (scripts/lib/catalog-texts.ts), so no source imports it. Modules of the entry run before i18next
 * starts, and their texts wait for it.
 * @public
 */
export function addTexts(texts: Texts): void {
  if (receiver) receiver(texts);
  else waiting.push(texts);
}

/** Hands every text added so far, and each one added later, to `receive`. */
export function receiveTexts(receive: Receiver): void {
  receiver = receive;
  for (const texts of waiting.splice(0)) receive(texts);
}
