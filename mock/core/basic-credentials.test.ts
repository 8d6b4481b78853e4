/**
 * Basic headers are decoded once per distinct header text (mock/core/auth.ts): the
 * answer must be what decoding gives, for any number of distinct headers.
 */
import { describe, expect, it } from 'vitest';
import { basicCredentials } from './auth.ts';

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

describe('basicCredentials', () => {
  it('decodes each of many distinct headers, and the first again after them', () => {
    for (let i = 0; i < 300; i++)
      expect(basicCredentials(basic(`client-${i}`, `secret:${i}`))).toEqual({ clientId: `client-${i}`, clientSecret: `secret:${i}` });
    expect(basicCredentials(basic('client-0', 'secret:0'))).toEqual({ clientId: 'client-0', clientSecret: 'secret:0' });
  });

  it('answers null for a header that is not Basic credentials, every time it comes', () => {
    for (const header of ['Bearer abc', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
      expect(basicCredentials({ authorization: header })).toBeNull();
      expect(basicCredentials({ authorization: header })).toBeNull();
    }
  });

  it('hands out credentials no caller can change for the next request', () => {
    const first = basicCredentials(basic('fixed', 'pass'))!;
    expect(() => Object.assign(first, { clientId: 'other' })).toThrow(TypeError);
    expect(basicCredentials(basic('fixed', 'pass'))).toEqual({ clientId: 'fixed', clientSecret: 'pass' });
  });
});
