import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthSuccess, RegisterInput } from '#shared/auth.ts';
import { api } from '#client/lib/api.ts';
import { registerBrowserPush } from '#client/lib/push-subscription.ts';
import { currentUserQueryKey, registerMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/register — 201 signs the new user in; 400 carries per-field messages, 409 an email already taken. */
export function register(input: RegisterInput): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/api/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: registerMutationKey,
    mutationFn: register,
    onSuccess: ({ user }) => {
      registerBrowserPush();
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
