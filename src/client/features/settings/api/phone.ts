import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import type { PhoneCodeInput, PhoneCodeSent, PhoneRequestInput } from '#shared/phone.ts';
import { api } from '#client/lib/api.ts';
import { currentUserQueryKey } from '#client/lib/query-keys.ts';

/** POST /api/user/phone — sends a code by SMS to an El Salvador mobile; 400 for other numbers, 409 taken, 429 limit. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: PhoneRequestInput) => api.post<PhoneCodeSent>('/api/user/phone', input),
  });
}

/** POST /api/user/phone/verify — the SMS's code; the answer (the user, phone verified) replaces the cached user. */
export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneCodeInput) => api.post<CurrentUser>('/api/user/phone/verify', input),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/** DELETE /api/user/phone — the number and its badge go; the user is read again. */
export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ success: true }>('/api/user/phone'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
