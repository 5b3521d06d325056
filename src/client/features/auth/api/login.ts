import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthSuccess, LoginInput } from '#shared/auth.ts';
import type { LoginAnswer, TwoFactorCodeInput } from '#shared/two-factor.ts';
import { api } from '#client/lib/api.ts';
import { registerBrowserPush } from '#client/lib/push-subscription.ts';
import { currentUserQueryKey, loginCodeMutationKey, loginMutationKey } from '#client/lib/query-keys.ts';

/**
 * POST /api/login — 401 answers a translated 'wrong credentials' message (not the session 'Unauthorized'). With two
 * factors on, a right password answers `{ twoFactorRequired: true }` and `POST /api/login/2fa` finishes signing in.
 */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/api/login', input);
}

/** POST /api/login/2fa — 400 a wrong or used code (with the tries left), 429 locked, 401 the password step ran out. */
export function loginCode(input: TwoFactorCodeInput): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/api/login/2fa', input);
}

function useSignedIn() {
  const queryClient = useQueryClient();
  return (answer: LoginAnswer) => {
    if (!('user' in answer)) return;
    registerBrowserPush();
    queryClient.setQueryData(currentUserQueryKey, answer.user);
  };
}

export function useLogin() {
  return useMutation({ mutationKey: loginMutationKey, mutationFn: login, onSuccess: useSignedIn() });
}

export function useLoginCode() {
  return useMutation({ mutationKey: loginCodeMutationKey, mutationFn: loginCode, onSuccess: useSignedIn() });
}
