/**
 * Basic headers are decoded once per distinct header text (mock/core/pipeline/auth.ts): the
 * answer must be what decoding gives, for any number of distinct headers.
 */
import { describe, expect, it } from 'vitest';
import { basicCredentials, maxDecodedBasic } from './auth.ts';

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

describe('basicCredentials', () => {
  it('decodes each of many distinct headers, and the first again after them', () => {
    for (let i = 0; i < 300; i++)
      expect(basicCredentials(basic(`client-${i}`, `secret:${i}`))).toEqual({ clientId: `client-${i}`, clientSecret: `secret:${i}` });
    expect(basicCredentials(basic('client-0', 'secret:0'))).toEqual({ clientId: 'client-0', clientSecret: 'secret:0' });
  });

  it('reads the scheme in any case, after any spaces, and the spaces around the header', () => {
    const encoded = Buffer.from('id:secret').toString('base64');
    for (const header of [`basic ${encoded}`, `BASIC  ${encoded}`, `Basic\t${encoded}`, ` Basic ${encoded} `])
      expect(basicCredentials({ authorization: header })).toEqual({ clientId: 'id', clientSecret: 'secret' });
  });

  it('reads an empty client id or secret as sent', () => {
    expect(basicCredentials(basic('', 'secret'))).toEqual({ clientId: '', clientSecret: 'secret' });
    expect(basicCredentials(basic('id', ''))).toEqual({ clientId: 'id', clientSecret: '' });
  });

  it('answers null for a header that is not Basic credentials, every time it comes', () => {
    const encoded = Buffer.from('id:secret').toString('base64');
    for (const header of ['Bearer abc', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`, `x Basic ${encoded}`, `Basic ${encoded} x`]) {
      expect(basicCredentials({ authorization: header })).toBeNull();
      expect(basicCredentials({ authorization: header })).toBeNull();
    }
  });

  it('decodes a header once, and hands out the same credentials each time it comes', () => {
    const header = basic('once', 'pass');
    expect(basicCredentials(header)).toBe(basicCredentials(header));
  });

  it('remembers at most maxDecodedBasic headers, then starts over', () => {
    const probe = basic('probe', 'pass');
    const filler = (i: number) => basicCredentials(basic(`filler-${i}`, 'pass'));
    // Fill until the probe is decoded anew: the memory was emptied there, and holds the last filler and the probe.
    let kept = basicCredentials(probe);
    let i = 0;
    for (const first = kept; kept === first && i <= maxDecodedBasic; i++) {
      filler(i);
      kept = basicCredentials(probe);
    }
    for (let more = 2; more < maxDecodedBasic; more++) filler(i++);
    expect(basicCredentials(probe), 'full: the probe still remembered').toBe(kept);
    filler(i);
    expect(basicCredentials(probe), 'one more: the memory started over').not.toBe(kept);
    expect(basicCredentials(probe)).toEqual({ clientId: 'probe', clientSecret: 'pass' });
  });

  it('hands out credentials no caller can change for the next request', () => {
    const first = basicCredentials(basic('fixed', 'pass'))!;
    expect(() => Object.assign(first, { clientId: 'other' })).toThrow(TypeError);
    expect(basicCredentials(basic('fixed', 'pass'))).toEqual({ clientId: 'fixed', clientSecret: 'pass' });
  });
});
