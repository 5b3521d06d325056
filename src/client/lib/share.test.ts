import { describe, expect, it, vi } from 'vitest';
import { shareLink, whatsAppShareUrl } from './share.ts';

describe('shareLink', () => {
  const content = { text: 'Hola vecinos', url: 'https://cerquita.test/community?post=3' };

  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareLink(content, { share, clipboard: fakeClipboard(writeText) })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the text and the link without a share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareLink(content, { clipboard: fakeClipboard(writeText) })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Hola vecinos\nhttps://cerquita.test/community?post=3');
  });

  it('treats a closed share sheet as cancelled, and a failing one falls back to the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const closed = () => Promise.reject(new DOMException('closed', 'AbortError'));
    await expect(shareLink(content, { share: closed, clipboard: fakeClipboard(writeText) })).resolves.toBe(
      'cancelled',
    );
    const broken = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    await expect(shareLink(content, { share: broken, clipboard: fakeClipboard(writeText) })).resolves.toBe(
      'copied',
    );
  });

  it('fails when the device can neither share nor copy', async () => {
    await expect(shareLink(content, {})).rejects.toThrow();
  });
});

describe('whatsAppShareUrl', () => {
  it('puts the text and the link, encoded, in wa.me', () => {
    expect(whatsAppShareUrl({ text: 'Bici & casco: $80', url: 'https://cerquita.test/products/7' })).toBe(
      'https://wa.me/?text=Bici%20%26%20casco%3A%20%2480%0Ahttps%3A%2F%2Fcerquita.test%2Fproducts%2F7',
    );
  });
});

function fakeClipboard(writeText: (text: string) => Promise<void>): Clipboard {
  return Object.assign(new EventTarget(), {
    writeText,
    readText: () => Promise.resolve(''),
    read: () => Promise.resolve([]),
    write: () => Promise.resolve(),
  });
}
