import { describe, expect, it } from 'vitest';
import { ApiError, isUnauthorizedError } from './api.ts';

const answer = (status: number, body: object) => new ApiError(status, '', JSON.stringify(body));

describe('isUnauthorizedError', () => {
  it('is a 401 whose body says Unauthorized: the session ended', () => {
    expect(isUnauthorizedError(answer(401, { message: 'Unauthorized' }))).toBe(true);
  });

  it('is not a 401 with its own message (a wrong password), another status, or something else thrown', () => {
    expect(isUnauthorizedError(answer(401, { message: 'Correo o contraseña incorrectos' }))).toBe(false);
    expect(isUnauthorizedError(answer(403, { message: 'Unauthorized' }))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
  });
});
