import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorCodeInput, TwoFactorSetup } from '#shared/two-factor.ts';
import { api } from '#client/lib/api.ts';
import { currentUserQueryKey, twoFactorMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/user/2fa/setup — a new secret (text, otpauth link, QR) waiting for a code; 409 when already on. */
export function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/api/user/2fa/setup');
}

/** POST /api/user/2fa/enable — the code from the new secret turns it on; answers the recovery codes, shown once. */
export function enableTwoFactor(input: TwoFactorCodeInput): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>('/api/user/2fa/enable', input);
}

/** POST /api/user/2fa/disable — a current code (or a recovery code) turns it off. */
export function disableTwoFactor(input: TwoFactorCodeInput): Promise<unknown> {
  return api.post('/api/user/2fa/disable', input);
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationKey: [...twoFactorMutationKey, 'setup'], mutationFn: setUpTwoFactor });
}

/**
 * Turning it on or off changes the signed-in user's `twoFactorEnabled`: read again. After turning it on, only once the
 * recovery codes were shown and put away, since screens change with it.
 */
export function useReadCurrentUserAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationKey: [...twoFactorMutationKey, 'enable'], mutationFn: enableTwoFactor });
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationKey: [...twoFactorMutationKey, 'disable'],
    mutationFn: disableTwoFactor,
    onSuccess: useReadCurrentUserAgain(),
  });
}
