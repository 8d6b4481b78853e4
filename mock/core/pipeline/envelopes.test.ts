/**
 * A request that matches no operation is answered in the envelope of the operations
 * around its URL, as the spec's `x-envelope` gives it.
 */
import { describe, expect, it } from 'vitest';
import { envelopeFinder, envelopeForUrl } from './envelopes.ts';
import { loadOperations, type Envelope } from './spec-loader.ts';

const operations = loadOperations();

/** Each prefix, an unmatched URL under it, its envelope, and the longer prefixes that answer otherwise. */
const prefixes: [prefix: string, url: string, envelope: Envelope, except: string[]][] = [
  ['/api/v3/ua/oauth/', '/api/v3/ua/oauth/nothing', 'oauth', []],
  ['/api/v3/ua/', '/api/v3/ua/nothing/here', 'v3', ['/api/v3/ua/oauth/']],
  ['/api/v3/', '/api/v3/nothing', 'v3', ['/api/v3/ua/oauth/']],
  ['/api/v2/das/', '/api/v2/das/nothing?x=1', 'bare', []],
  ['/api/v2/', '/api/v2/nothing', 'v2', ['/api/v2/das/']],
  ['/__mock/', '/__mock/nothing', 'bare', []],
  ['/files/', '/files/a/b', 'bare', []],
  ['/assets/', '/assets/a/b/c', 'bare', []],
];

describe('the envelope of a URL no operation matches', () => {
  it.each(prefixes)('under %s is the one the operations there use', (prefix, url, envelope, except) => {
    const around = operations.filter((op) => op.path.startsWith(prefix) && !except.some((p) => op.path.startsWith(p)));
    expect(around.length).toBeGreaterThan(0);
    expect(new Set(around.map((op) => op.envelope))).toEqual(new Set([envelope]));
    expect(envelopeForUrl(url)).toBe(envelope);
  });

  it.each([
    ['/api/v2/das', 'v2'],
    ['/api/v3/ua/oauth', 'v3'],
    ['/nothing', 'v3'],
    ['', 'v3'],
    ['/api//v2/x', 'v3'],
  ] as const)('%s (no prefix of its own) is %s', (url, envelope) => {
    expect(envelopeForUrl(url)).toBe(envelope);
  });

  it('follows the operations, not fixed prefixes', () => {
    const find = envelopeFinder([
      { path: '/api/v9/x/{id}', envelope: 'v2' },
      { path: '/api/v9/y', envelope: 'v2' },
      { path: '/api/v9/legacy/z', envelope: 'bare' },
    ]);
    expect(find('/api/v9/nothing')).toBe('v2');
    expect(find('/api/v9/legacy/nothing')).toBe('bare');
    expect(find('/api/v9/x/1/more')).toBe('v2');
  });
});
