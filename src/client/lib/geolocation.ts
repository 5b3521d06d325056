import { useEffect, useSyncExternalStore } from 'react';
import { GEOLOCATION_OPTIONS } from '#shared/constants.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';
import geolocationTexts from '#shared/locales/es/geolocation.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ geolocation: geolocationTexts });

/** Why the position is not known; each has its own message (GEOLOCATION_ERROR_KEYS). */
export type GeolocationError =
  | 'unsupported'
  /** The browser had already refused (permission 'denied'): only its settings can change that. */
  | 'blocked'
  /** The user refused the prompt just now. */
  | 'denied'
  | 'unavailable'
  | 'timeout'
  | 'unknown'
  /** Asking threw (e.g. the browser forbids it on this page). */
  | 'failed';

/** Idle, loading, available (with the permission granted) or error. */
export type GeolocationState =
  | { status: 'idle' }
  /** `expectsPosition`: the permission is already granted, so a position (not a prompt) is on its way. */
  | { status: 'loading'; expectsPosition: boolean }
  | { status: 'available'; latitude: number; longitude: number; accuracy: number }
  | { status: 'error'; error: GeolocationError };

export const GEOLOCATION_ERROR_KEYS: Record<GeolocationError, TextKey> = {
  unsupported: 'geolocation.errors.unsupported',
  blocked: 'geolocation.errors.blocked',
  denied: 'geolocation.errors.denied',
  unavailable: 'geolocation.errors.unavailable',
  timeout: 'geolocation.errors.timeout',
  unknown: 'geolocation.errors.unknown',
  failed: 'geolocation.errors.failed',
};

/** One position for the whole page: every screen shares it and the browser is asked once. */
let state: GeolocationState = { status: 'idle' };
const listeners = new Set<() => void>();
let watchingPermission = false;

function publish(next: GeolocationState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when this browser gave us a position before (STORAGE_KEYS.locationPermission holds 'granted'). */
export function locationPreviouslyGranted(): boolean {
  return readStorage(STORAGE_KEYS.locationPermission) === 'granted';
}

/** True while the position is expected shortly: lists wait for it instead of loading twice. */
export function isAwaitingPosition(current: GeolocationState): boolean {
  if (current.status === 'idle') return locationPreviouslyGranted();
  return current.status === 'loading' && current.expectsPosition;
}

function isRefused(current: GeolocationState): boolean {
  return current.status === 'error' && (current.error === 'denied' || current.error === 'blocked');
}

function errorOf(error: GeolocationPositionError): GeolocationError {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'denied';
    case error.POSITION_UNAVAILABLE:
      return 'unavailable';
    case error.TIMEOUT:
      return 'timeout';
    default:
      return 'unknown';
  }
}

/** Asks again by itself when the user allows location in the browser's settings while the page is open. */
function followPermission(permission: PermissionStatus): void {
  if (watchingPermission) return;
  watchingPermission = true;
  permission.addEventListener('change', () => {
    if (permission.state === 'granted') requestLocation({ force: true });
  });
}

async function geolocationPermission(): Promise<PermissionState | undefined> {
  if (!('permissions' in navigator)) return undefined;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    followPermission(permission);
    return permission.state;
  } catch {
    return undefined;
  }
}

async function locate(): Promise<void> {
  const permission = await geolocationPermission();
  if (permission === 'denied') {
    publish({ status: 'error', error: 'blocked' });
    return;
  }
  publish({ status: 'loading', expectsPosition: permission === 'granted' });
  try {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        writeStorage(STORAGE_KEYS.locationPermission, 'granted');
        publish({
          status: 'available',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        });
      },
      (error) => publish({ status: 'error', error: errorOf(error) }),
      GEOLOCATION_OPTIONS,
    );
  } catch {
    publish({ status: 'error', error: 'failed' });
  }
}

/**
 * Asks the browser for the position (with GEOLOCATION_OPTIONS). Without `force` it does nothing when the position is
 * known or was refused (a denied permission stops the asking); `force` is the user's own 'try again'.
 */
export function requestLocation({ force = false }: { force?: boolean } = {}): void {
  if (state.status === 'loading') return;
  if (!force && (state.status === 'available' || isRefused(state))) return;
  if (!('geolocation' in navigator)) {
    publish({ status: 'error', error: 'unsupported' });
    return;
  }
  publish({ status: 'loading', expectsPosition: locationPreviouslyGranted() });
  void locate();
}

/** The shared position; `request: true` asks for it on mount (the home page). */
export function useGeolocation({ request = false }: { request?: boolean } = {}): GeolocationState {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (request) requestLocation();
  }, [request]);
  return current;
}
