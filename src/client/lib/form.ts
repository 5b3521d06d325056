import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './api.ts';
import { isTextKey } from './i18n.ts';

const SERVER_ERROR = 'server';

/** Shared schemas give catalog keys; the server's field messages arrive already translated. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type !== SERVER_ERROR && isTextKey(error.message) ? t(error.message) : error.message;
}

/** Shows a 400 answer's per-field messages under the fields they belong to. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const messages = fieldErrors(error);
  for (const field of fields) {
    const message = messages[field];
    if (message) setError(field, { type: SERVER_ERROR, message });
  }
}

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading ahead of the first validation (e.g. when a field gets focus). */
  preload: () => void;
}

/**
 * A form resolver whose schema (and zod with it, about 25 kB gzipped) loads on first use instead of with the page:
 * the sign-in screen is the first load for every visitor (150 kB of gzipped JavaScript at most).
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
