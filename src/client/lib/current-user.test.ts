import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './current-user.ts';
import { forgetSavedAnswers } from './offline/saved-answers.ts';

vi.mock('./offline/saved-answers.ts', () => ({ forgetSavedAnswers: vi.fn(async () => undefined) }));

const USER = { id: 7, firstName: 'Ana' };

/** The server answers `/api/user` with `answer`; the page says whether the request carried no session. */
function server(answer: () => Promise<Response>, pageSaysNoSession = false) {
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      pageSaysNoSession && selector === 'meta[name="session"][content="none"]' ? {} : null,
  });
  vi.stubGlobal('fetch', answer);
}

beforeEach(() => {
  vi.mocked(forgetSavedAnswers).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in user', () => {
  // First: the page's note is read on the first lookup only.
  it('is nobody when the page says the request carried no session, and what was kept for offline goes', async () => {
    server(async () => Response.json(USER), true);
    expect(await fetchCurrentUser(new QueryClient())).toBeNull();
    expect(forgetSavedAnswers).toHaveBeenCalledOnce();
  });

  it('is nobody when the server answers 401, and the answers kept for offline reading are forgotten', async () => {
    server(async () => Response.json({ message: 'Unauthorized' }, { status: 401 }));
    expect(await fetchCurrentUser(new QueryClient())).toBeNull();
    expect(forgetSavedAnswers).toHaveBeenCalledOnce();
  });

  it('keeps the saved answers when the server answers with the user', async () => {
    server(async () => Response.json(USER));
    expect(await fetchCurrentUser(new QueryClient())).toEqual(USER);
    expect(forgetSavedAnswers).not.toHaveBeenCalled();
  });

  it('keeps them when no answer came (offline) or the server failed: nobody said the session ended', async () => {
    server(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchCurrentUser(new QueryClient())).toBeUndefined();
    server(async () => new Response('down', { status: 503 }));
    expect(await fetchCurrentUser(new QueryClient())).toBeUndefined();
    expect(forgetSavedAnswers).not.toHaveBeenCalled();
  });
});
