/** The one redaction of secrets (spec/DECISIONS.md M21, M17): bodies, forms, query strings, links inside bodies. */
import { describe, expect, it } from 'vitest';
import { isSecretName, redacted, redactText, redactUrl } from './redaction.ts';

describe('secret names', () => {
  it('are the passwords, secrets, tokens, hashes and the authorization code the API carries, in any case', () => {
    const secrets = [
      'password',
      'oldPassword',
      'newPassword',
      'PASSWORD',
      'client_secret',
      'clientSecret',
      'access_token',
      'accessToken',
      'refresh_token',
      'refreshToken',
      'token',
      'resetHash',
      'inviteHash',
      'hash',
      'code',
      'Code',
    ];
    for (const name of secrets) expect(isSecretName(name), name).toBe(true);
  });

  it('are not the fields next to them', () => {
    for (const name of [
      'token_type',
      'tokenType',
      'expires_in',
      'scope',
      'email',
      'username',
      'grant_type',
      'client_id',
      'errorCode',
      'statusCode',
      'zipCodes',
      'key',
    ]) {
      expect(isSecretName(name), name).toBe(false);
    }
  });
});

describe('redactText', () => {
  it('redacts JSON fields at any depth, keeping the rest of the text as it was', () => {
    const text = '{ "email": "a@b.example", "nested": [{"oldPassword" : "x\\"y", "newPassword":"z"}, {"resetHash":"h1", "Code": 1234}], "statusCode": 200 }';
    expect(redactText(text)).toBe(
      `{ "email": "a@b.example", "nested": [{"oldPassword" : "${redacted}", "newPassword":"${redacted}"}, {"resetHash":"${redacted}", "Code": "${redacted}"}], "statusCode": 200 }`,
    );
  });

  it('redacts the tokens of a login answer, not token_type', () => {
    const answer = {
      success: true,
      data: { access_token: 'a1', refresh_token: 'r1', scope: 'read write', token_type: 'bearer', expires_in: 86400, owId: 1001 },
    };
    expect(JSON.parse(redactText(JSON.stringify(answer)))).toEqual({
      success: true,
      data: { ...answer.data, access_token: redacted, refresh_token: redacted },
    });
  });

  it('redacts form pairs, percent-encoded names included, and leaves the others as sent', () => {
    expect(redactText('grant_type=password&username=a%40b.example&password=Owner%232026&client_id=c&client_secret=s')).toBe(
      `grant_type=password&username=a%40b.example&password=${redacted}&client_id=c&client_secret=${redacted}`,
    );
    expect(redactText('grant_type=authorization_code&code=Yk3q&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb&refresh_token=r')).toBe(
      `grant_type=authorization_code&code=${redacted}&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb&refresh_token=${redacted}`,
    );
    expect(redactText('client%5Fsecret=s')).toBe(`client%5Fsecret=${redacted}`);
  });

  it('redacts the query parameters of links inside a body (the outbox reset and unsubscribe links)', () => {
    const outbox = JSON.stringify({
      link: 'http://127.0.0.1:4010/reset-password?resetHash=abc123',
      hash: 'abc123',
      body: 'unsubscribe: http://x/u?token=t1 thanks',
    });
    const shown = redactText(outbox);
    expect(shown).not.toContain('abc123');
    expect(shown).not.toContain('t1');
    expect(JSON.parse(shown)).toEqual({
      link: `http://127.0.0.1:4010/reset-password?resetHash=${redacted}`,
      hash: redacted,
      body: `unsubscribe: http://x/u?token=${redacted} thanks`,
    });
  });

  it('redacts a body cut short or JSON that does not parse, and a JSON-like part of a description', () => {
    expect(redactText('{"email":"a","password":"Own')).toBe(`{"email":"a","password":"${redacted}"`);
    expect(redactText('{"password": "p", "email":')).toBe(`{"password": "${redacted}", "email":`);
    expect(redactText('password=Own')).toBe(`password=${redacted}`);
    expect(redactText('<multipart: 0 files; fields: {"password":"p"}>')).toBe(`<multipart: 0 files; fields: {"password":"${redacted}"}>`);
  });

  it('sees a key through its escapes, and a quote inside a string never starts a key', () => {
    expect(redactText('{"pass\\u0077ord":"p"}')).toBe(`{"pass\\u0077ord":"${redacted}"}`);
    expect(redactText('{"note":"\\"password\\":\\"p\\"","a":1}')).toBe('{"note":"\\"password\\":\\"p\\"","a":1}');
  });

  it('keeps what hides nothing: an empty secret, null, a boolean, an object under a secret name, a text naming no secret', () => {
    const kept = ['{"password":"","token":null,"hash":true}', '{"code":{"a":1}}', '{"grantType":"password"}', 'plain text', ''];
    for (const text of kept) expect(redactText(text), text).toBe(text);
    const unchanged = '{"rows":[1,2,3]}';
    expect(redactText(unchanged)).toBe(unchanged);
  });

  it('lets no spelling of a secret name past its quick test', () => {
    const spellings: Array<[string, string]> = [
      ['code=c1', `code=${redacted}`],
      ['{"code":"c1"}', `{"code":"${redacted}"}`],
      ['{"ACCESS_TOKEN":"t1"}', `{"ACCESS_TOKEN":"${redacted}"}`],
      ['{"resetHash" : "h1"}', `{"resetHash" : "${redacted}"}`],
      ['{"link":"code=c1"}', `{"link":"code=${redacted}"}`],
      ['{"t\u006fken":"t1"}', `{"t\u006fken":"${redacted}"}`],
      ['acc%65ss_token=t1', `acc%65ss_token=${redacted}`],
    ];
    for (const [text, shown] of spellings) expect(redactText(text), text).toBe(shown);
  });

  it('changes nothing when run again, so a snapshot restored and taken again is the same', () => {
    for (const text of ['{"password":"p","code":12}', 'password=p&token=t', '{"link":"http://x/?resetHash=h"}', '{"password":"cut']) {
      const once = redactText(text);
      expect(redactText(once)).toBe(once);
    }
  });
});

describe('redactUrl', () => {
  it('redacts secret query parameters, not the path or the other parameters', () => {
    expect(redactUrl('/api/v3/ua/profile?access_token=abc&owId=1')).toBe(`/api/v3/ua/profile?access_token=${redacted}&owId=1`);
    expect(redactUrl('/api/v3/ra/report/email/schedule/unsubscribe-all?token=t1')).toBe(`/api/v3/ra/report/email/schedule/unsubscribe-all?token=${redacted}`);
    expect(redactUrl('/callback?code=c1&state=s')).toBe(`/callback?code=${redacted}&state=s`);
    expect(redactUrl('/api/v3/ua/token/list?token_type=bearer')).toBe('/api/v3/ua/token/list?token_type=bearer');
    expect(redactUrl('/api/v3/ua/profile')).toBe('/api/v3/ua/profile');
  });
});
