import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { isChunkLoadError, normalizeError } from './normalize';

describe('normalizeError', () => {
  it('takes status and message from an API error', () => {
    expect(normalizeError(new ApiError(404, 'not_found', 'Записът не е намерен.'))).toEqual({
      statusCode: 404,
      message: 'Записът не е намерен.',
    });
  });

  it('reads statusCode, then status, then the response status', () => {
    expect(normalizeError({ statusCode: 403, status: 400, message: 'a' }).statusCode).toBe(403);
    expect(normalizeError({ status: 401 }).statusCode).toBe(401);
    expect(normalizeError({ response: { status: 409 } }).statusCode).toBe(409);
  });

  it('defaults to 500', () => {
    expect(normalizeError(new Error('boom'))).toEqual({ statusCode: 500, message: 'boom' });
    expect(normalizeError('oops')).toEqual({ statusCode: 500, message: 'oops' });
    expect(normalizeError(undefined).statusCode).toBe(500);
    expect(normalizeError(new ApiError(0, 'network', 'Няма връзка')).statusCode).toBe(500);
  });

  it('takes the text of a router error response', () => {
    expect(normalizeError({ status: 404, statusText: 'Not Found', data: null })).toEqual({
      statusCode: 404,
      message: 'Not Found',
    });
  });
});

describe('isChunkLoadError', () => {
  it('recognises the messages browsers give for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
