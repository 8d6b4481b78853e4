/**
 * The `Prefer` header, as Prism reads it: `code=<status>` asks for the operation's
 * documented example for that status, `delay=<ms>` waits first.
 */
import { badRequest } from './errors.ts';
import { httpMessages } from './messages.ts';

export interface Preference {
  code: number | null;
  delayMs: number;
}

export const maxDelayMs = 60_000;

const noPreference: Preference = { code: null, delayMs: 0 };

export function parsePrefer(header: string | string[] | undefined): Preference {
  if (header === undefined) return noPreference;
  const preference: Preference = { code: null, delayMs: 0 };
  for (const part of [header].flat().join(',').split(/[,;]/)) {
    const token = part.trim();
    if (token === '') continue;
    const [key, value = ''] = token.split('=').map((s) => s.trim());
    if (key === 'code' && /^[1-5]\d\d$/.test(value)) preference.code = Number(value);
    else if (key === 'delay' && /^\d+$/.test(value) && Number(value) <= maxDelayMs) preference.delayMs = Number(value);
    // Other RFC 7240 preferences (return=minimal, ...) are not ours to refuse.
    else if (key === 'code' || key === 'delay') {
      throw badRequest(httpMessages.preferInvalid, 'Prefer', `code takes a status (100-599); delay takes 0-${maxDelayMs} ms.`);
    }
  }
  return preference;
}

export function undocumentedCode(code: number, documented: number[]) {
  return badRequest(httpMessages.preferUndocumented, 'Prefer', `code=${code} is not documented; documented: ${documented.join(', ')}.`);
}
