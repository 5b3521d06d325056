/** Sharing a link: the phone's share sheet, else the clipboard; and WhatsApp, where Salvadorans share everything. */
export interface ShareContent {
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

type ShareTarget = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The device's share sheet when it has one; otherwise (or when the sheet fails) the text and link go to the clipboard.
 * Closing the sheet is 'cancelled', not a failure. Throws when neither way works.
 */
export async function shareLink(
  content: ShareContent,
  target: ShareTarget = navigator,
): Promise<ShareOutcome> {
  if (target.share) {
    try {
      await target.share(content);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (!target.clipboard) throw new Error('no share sheet and no clipboard');
  await target.clipboard.writeText(`${content.text}\n${content.url}`);
  return 'copied';
}

/** WhatsApp's own share address: opens the app (or web) with the text and link ready to send to a chat. */
export function whatsAppShareUrl({ text, url }: ShareContent): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
