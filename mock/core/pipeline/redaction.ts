/**
 * The one redaction of secrets for every record of an exchange the mock shows, writes
 * or prints: the request journal (GET /__mock/requests and the journal's part of a
 * snapshot), the proxy's violations (GET /__mock/violations) and the request log
 * line (spec/DECISIONS.md M21, M17). A secret reads as `[redacted]` wherever it was:
 * a credential header, a field of a JSON body (at any depth), a pair of a form body,
 * a query parameter of the URL, or a query parameter of a link inside a body (the
 * outbox's reset and unsubscribe links).
 *
 * It works on text, not on parsed values: it keeps the text as it was sent (spacing,
 * key order, number spelling) except for the secrets, reads a body cut short or
 * JSON that does not parse as well as a whole one, and costs one quick test for a
 * body that holds no secret, as most answers do.
 */

/** What a redacted value reads as. */
export const redacted = '[redacted]';

/** Request and response headers whose values are credentials. */
export const secretHeaders: ReadonlySet<string> = new Set(['authorization', 'authentication', 'proxy-authorization', 'cookie', 'set-cookie']);

/**
 * The names of the secrets the API carries (grep the spec for them): passwords
 * (`password`, `oldPassword`, `newPassword`), the client's secret (`client_secret`,
 * `clientSecret`), tokens (`access_token`, `refresh_token`, `accessToken`,
 * `refreshToken`, the unsubscribe link's `token`, the CSV export's `token`), the
 * invitation and reset hashes (`inviteHash`, `resetHash`, the outbox's `hash`) and
 * the OAuth authorization code (`code`), in any case. Not `token_type`, `errorCode`,
 * `statusCode` or `zipCodes`, which are no secrets.
 */
const secretName = /password|secret|token$|hash$|^code$/i;
/**
 * A quick test that passes every text with something to redact, and few others: a
 * secret name as a JSON key or a form or query name would show here (`token` and
 * `hash` end a key or name, `code` is one whole), and so would one escaped
 * (`\u0077`) or percent-encoded (`%5F`). Most answers (a list whose rows carry a
 * `statusCode`, say) fail it and are shown as they are, without the scan below.
 */
const mayHoldSecret = /password|secret|token["=]|hash["=]|(?:^|["?&\s])code["=]|\\u[0-9a-f]{4}|%[0-9a-f]{2}/i;

export function isSecretName(name: string): boolean {
  return secretName.test(name);
}

/**
 * One pass over the text, left to right, matching either a JSON string (a key with
 * its scalar value when a colon follows it) or a `name=value` pair (of a form, a
 * query string, or a link in plain text). Matching every string whole keeps the
 * scan in step with the JSON: a quote inside a string never starts one. A string
 * or a value cut short by a cap (no closing quote) still matches, up to the end.
 *
 * Groups: 1 the string's content, 2 its closing quote, 3 the colon; the value, 4 and
 * 5 a string's content and closing quote, or 6 a number; 7 what precedes a pair, 8 its
 * name, 9 its value.
 */
const tokens = /"((?:[^"\\]|\\.)*)("?)(?:(\s*:\s*)(?:"((?:[^"\\]|\\.)*)("?)|(-?\d[\d.eE+-]*)))?|(^|[?&\s])([^\s"\\=&?#]+)=([^\s"\\&#]*)/g;
/** A `name=value` pair inside a string: a query parameter of a link. Groups as 7 to 9 above. */
const pairs = /(^|[?&\s])([^\s"\\=&?#]+)=([^\s"\\&#]*)/g;

/**
 * The text with the values of its secrets redacted: JSON fields named like a
 * secret (a string or number value; an empty string is kept, it hides nothing),
 * form pairs and query parameters so named, in any body, whole or cut short.
 */
export function redactText(text: string): string {
  if (!mayHoldSecret.test(text)) return text;
  return text.replace(tokens, redactToken);
}

/** The URL with the values of secret query parameters redacted (`?access_token=[redacted]`); the path as it was. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1 || !mayHoldSecret.test(url)) return url;
  return url.slice(0, query) + url.slice(query).replace(pairs, redactPair);
}

function redactToken(
  match: string,
  content?: string,
  closed?: string,
  colon?: string,
  text?: string,
  textClosed?: string,
  number?: string,
  before?: string,
  name?: string,
  pairValue?: string,
): string {
  if (content === undefined) return redactPair(match, before!, name!, pairValue!);
  if (colon === undefined) return `"${redactPairsIn(content)}${closed}`;
  const secret = isSecretName(unescaped(content));
  if (number !== undefined) return secret ? `"${content}"${colon}"${redacted}"` : match;
  if (secret && text !== '') return `"${content}"${colon}"${redacted}"`;
  return `"${content}"${colon}"${redactPairsIn(text!)}${textClosed}`;
}

function redactPair(match: string, before: string, name: string, value: string): string {
  return value !== '' && isSecretName(decoded(name)) ? `${before}${name}=${redacted}` : match;
}

/** Query parameters of links inside a string value: `.../reset-password?resetHash=[redacted]`. */
function redactPairsIn(content: string): string {
  return content.includes('=') && mayHoldSecret.test(content) ? content.replace(pairs, redactPair) : content;
}

/** A JSON key as written may escape its characters (`pass\u0077ord`). */
function unescaped(key: string): string {
  if (!key.includes('\\')) return key;
  try {
    return JSON.parse(`"${key}"`) as string;
  } catch {
    return key;
  }
}

/** A form or query name may be percent-encoded (`client%5Fsecret`). */
function decoded(name: string): string {
  if (!name.includes('%') && !name.includes('+')) return name;
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
