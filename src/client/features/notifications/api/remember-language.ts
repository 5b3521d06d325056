import type { Language } from '#shared/constants.ts';
import type { UserLanguageInput } from '#shared/users.ts';
import { api } from '#client/lib/api.ts';

/** PUT /api/user/language: the language notifications, pushes and mails are written in from now on. */
export function rememberLanguage(language: Language): Promise<{ success: true }> {
  const body: UserLanguageInput = { language };
  return api.put<{ success: true }>('/api/user/language', body);
}
