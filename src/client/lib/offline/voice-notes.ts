/**
 * Voice notes heard on this device, kept by the page (decision 0023: the service worker never stores API answers) in a
 * Cache Storage cache so a note heard once plays again offline. They belong to whoever is signed in: the cache goes
 * when the session does (forgetSavedAnswers).
 */
const VOICE_CACHE = 'cerquita-voice-notes';

const hasCacheStorage = () => typeof caches !== 'undefined';

/** A voice note's recording: from the cache when heard before, else fetched (with the session) and kept. */
export async function voiceNoteAudio(audioUrl: string): Promise<Blob> {
  const cache = hasCacheStorage() ? await caches.open(VOICE_CACHE) : undefined;
  const kept = await cache?.match(audioUrl);
  if (kept) return kept.blob();
  const response = await fetch(audioUrl, { credentials: 'include' });
  if (!response.ok) throw new Error(`voice note answered ${response.status}`);
  await cache?.put(audioUrl, response.clone());
  return response.blob();
}

export async function forgetVoiceNotes(): Promise<void> {
  if (hasCacheStorage()) await caches.delete(VOICE_CACHE);
}
