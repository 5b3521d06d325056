/*
 * What the user typed in a chat and has not sent, kept on the phone: leaving the chat, a reload or a failed send never
 * loses it. One per user and conversation, so whoever signs in next on a shared phone does not see it. lib/storage.ts
 * holds the app's fixed preference keys; these keys are composed at run time and must also be removable.
 */
const storageKey = (userId: number, conversationId: number) =>
  `cerquita-chat-draft:${userId}:${conversationId}`;

export function loadChatDraft(userId: number, conversationId: number): string {
  try {
    return window.localStorage.getItem(storageKey(userId, conversationId)) ?? '';
  } catch {
    return '';
  }
}

/** Stores the draft, or removes it once empty. Storage may be full or disabled: the input still holds the text. */
export function saveChatDraft(userId: number, conversationId: number, text: string): void {
  try {
    if (text.trim() === '') window.localStorage.removeItem(storageKey(userId, conversationId));
    else window.localStorage.setItem(storageKey(userId, conversationId), text);
  } catch {
    // Not kept; the input still holds it.
  }
}
