/**
 * The usual `Bearer <token>` header is read without the pattern (mock/core/pipeline/auth.ts):
 * the token read must be the one the pattern gives, for any header.
 */
import { describe, expect, it } from 'vitest';
import { bearerToken } from './auth.ts';

/** The rule as the pattern states it: `bearer`, spaces, a token (trimmed); a header that is not Basic is the token itself. */
function byPattern(header: string): string | null {
  const value = header.trim();
  if (!value) return null;
  const match = /^bearer\s+(.+)$/i.exec(value);
  if (match) return match[1]!.trim();
  return /^basic\s/i.test(value) ? null : value;
}

const headers = [
  'Bearer abc',
  'Bearer Ab0-._~+/==',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  'Bearer abc=def',
  'Bearer ==',
  'Bearer =',
  'Bearer ',
  'Bearer',
  'Bearer  abc',
  'Bearer abc ',
  ' Bearer abc',
  'Bearer a b',
  'Bearer a\tb',
  'Bearer ab\u00a0',
  'Bearer \u00a0ab',
  'Bearer ab\u2028',
  'Bearer é',
  'Bearer a,b',
  'Bearer a"b',
  'bearer abc',
  'BEARER abc',
  'Bearerabc',
  'Basic abc',
  'token basic abc',
  'token bearer abc',
  'Bearer a\nb',
  'Bearer \nabc',
  'abc',
  '',
  '   ',
];

describe('bearerToken', () => {
  it.each(headers)('reads %j as the pattern does', (header) => {
    expect(bearerToken({ authentication: header })).toBe(byPattern(header));
    expect(bearerToken({ authorization: header })).toBe(byPattern(header));
  });

  it('answers null when neither header is sent', () => {
    expect(bearerToken({})).toBeNull();
  });
});
