import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthSuccess, LoginInput } from '#shared/auth.ts';
import { api } from '#client/lib/api.ts';
import { registerBrowserPush } from '#client/lib/push-subscription.ts';
import { currentUserQueryKey, loginMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/login — 401 answers a translated 'wrong credentials' message (not the session 'Unauthorized'). */
export function login(input: LoginInput): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/api/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: login,
    onSuccess: ({ user }) => {
      registerBrowserPush();
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
