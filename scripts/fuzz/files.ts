/**
 * The assets and files area of the fuzz: GET /assets/{folder}/{fileName},
 * /assets/matched/{owId}/{fileName} and /files/{fileId}, with hostile paths.
 *
 * First a state is restored (POST /__mock/snapshot) whose records link assets with
 * odd names (.svg, .html, .js, no extension, double extensions, encoded slashes),
 * creatives of huge, negative or non-numeric sizes and durations, a matched file
 * named .html, kept uploads and stored files whose bytes are HTML, SVG or script
 * under active or lying content types. Then each request asks for one of: those
 * files, the default world's assets, traversal attempts (`..`, encoded, doubly
 * encoded, backslashes, NUL), banner sizes past the cap, odd extensions, encoded
 * slashes, unknown, huge and prototype-named file ids, other methods, ranges and
 * sessions. Every answer is judged as in every area (probe.ts): below 500, JSON in
 * the envelope when JSON, and a served file never of a type a browser runs inline,
 * always with nosniff.
 */
import { ASSET_HOST } from '../../mock/core/toolkit/asset-links.ts';
import { handMade, isObject, jsonBody, type Probe } from './probe.ts';
import { Random } from './random.ts';

export interface FilesFuzzOptions {
  requests: number;
  seed: number;
}

type Json = Record<string, unknown>;

/** One request: what it tries, and how. */
type Ask = [label: string, method: string, url: string, headers?: Record<string, string>];

const script = '<!doctype html><script>alert(document.domain)</script>';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const base64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');

/** Avatar names a record may link: each served only if some user's userAvatar is its link. */
const oddAvatarNames: Array<[string, string | null, string | null]> = [
  // name, kept bytes (null: the placeholder), kept type
  ['90001.svg', svg, 'image/svg+xml'],
  ['90002.html', script, 'text/html'],
  ['90003.htm', script, 'text/html; charset=utf-8'],
  ['90004.xml', svg, 'text/xml'],
  ['90005.js', 'alert(1)', 'application/javascript'],
  ['90006', script, ''],
  ['90007.png.html', script, 'image/png'],
  ['90008.PNG', null, null],
  ['90009 .png', null, null],
  ['90010.svg', null, null],
  ['90011.html', null, null],
  ['a/b.png', script, 'text/html'],
  ['90012.png', `\x89PNG\r\n\x1a\n${script}`, 'text/html'],
  ['90013.xhtml', script, 'application/xhtml+xml'],
];

/** Creatives added to the world: [id, source file name, width, height, duration, kept bytes, kept type]. */
const oddCreatives: Array<[number, string, unknown, unknown, unknown, string | null, string | null]> = [
  [99001, 'evil.html', 300, 250, null, script, 'text/html'],
  [99002, 'evil.svg', 300, 250, null, svg, 'image/svg+xml'],
  [99003, 'evil.js', 300, 250, null, 'alert(1)', 'text/javascript'],
  [99004, 'noext', 300, 250, null, script, 'text/html'],
  [99005, 'big.png', 1e9, 1e9, null, null, null],
  [99006, 'long.mp4', 640, 360, 1e12, null, null],
  [99007, 'negative.png', -5, -5, null, null, null],
  [99008, 'text.png', 'abc', {}, null, null, null],
  [99009, 'long.mp3', null, null, 9e15, null, null],
  [99010, 'zero.gif', 0, 0, 0, null, null],
];

/** Stored files added: [file name, content type, bytes]. */
const oddDownloads: Array<[string, string, string]> = [
  ['evil.html', 'text/html', script],
  ['evil-utf8.html', 'text/html; charset=utf-8', script],
  ['evil.svg', 'image/svg+xml', svg],
  ['evil.xml', 'text/xml', svg],
  ['evil.xhtml', 'application/xhtml+xml', script],
  ['evil.js', 'application/javascript', 'alert(1)'],
  ['lying.png', 'image/png', script],
  ['untyped.bin', '', script],
  ['upper.html', 'TEXT/HTML', script],
  ['report.csv', 'text/csv', `=cmd|' /C calc'!A0,${script}\r\n`],
  ['polyglot.gif', 'image/gif', `GIF89a/*${script}*/`],
];

export async function fuzzFiles(probe: Probe, options: FilesFuzzOptions): Promise<void> {
  if (options.requests <= 0) return;
  const random = new Random(options.seed ^ 0xf11e5);
  const send = (ask: Ask) => probe.send('files', handMade(ask[0], ask[1], ask[2], ask[3] ?? {}));
  const state = await craftState(probe);
  const asks = catalogue(state);
  for (let i = 0; i < options.requests; i += 1) {
    // Every group in turn, a random member of it: the small groups are not drowned by the large.
    const group = asks[i % asks.length]!;
    await send(random.pick(group));
  }
}

interface Crafted {
  /** Ids of the stored files, as the mock holds them after the restore (it may give new ones). */
  fileIds: string[];
  /** Paths of the default world's assets, from its records. */
  worldAssets: string[];
  matched: string[];
}

/**
 * Restores the default world with odd records, kept uploads and stored files added,
 * one group after another: a group the mock refuses (its snapshot check, M25) is
 * left out and named in the area's notes, the rest still go in.
 */
async function craftState(probe: Probe): Promise<Crafted> {
  const notes = probe.tally.areas.files.notes;
  const send = (label: string, method: string, url: string, body?: string) =>
    probe.send('files', handMade(label, method, url, body === undefined ? {} : { 'content-type': 'application/json' }, body));
  await send('setup: reset', 'POST', '/__mock/reset', '{}');
  const taken = jsonBody(await send('setup: snapshot', 'GET', '/__mock/snapshot'));
  const crafted: Crafted = { fileIds: [], worldAssets: [], matched: [] };
  if (!isObject(taken)) {
    notes.push('no snapshot to build on: the default world only');
    return crafted;
  }
  // The links of a snapshot taken over HTTP are on the mock's origin; the world keeps them on the platform's asset host.
  let snapshot = JSON.parse(JSON.stringify(taken).replace(/https?:\/\/[^/"]+\/assets\//g, `${ASSET_HOST}/`)) as Json;
  const world = snapshot.world as Record<string, Json[]>;
  crafted.worldAssets = worldAssetPaths(world);
  crafted.matched = world.matchedAudiences!.map((m) => assetPathOf(String(m.rawStoreUrl))).filter((p): p is string => p !== null);
  const refused: string[] = [];
  for (const [name, add] of oddGroups()) {
    const candidate = structuredClone(snapshot);
    add(candidate);
    const answer = await send(`setup: restore ${name}`, 'POST', '/__mock/snapshot', JSON.stringify(candidate));
    if (answer?.status === 200) snapshot = candidate;
    else refused.push(`${name} (${answer?.status ?? 'no answer'} at ${String((jsonBody(answer) as Json | undefined)?.field ?? '?')})`);
  }
  if (refused.length > 0) notes.push(`odd state the snapshot check refused, left out: ${refused.join('; ')}`);
  // The last refused candidate left the state as it was: the state in place is the last accepted one.
  const after = jsonBody(await send('setup: snapshot after', 'GET', '/__mock/snapshot'));
  const files = isObject(after) && isObject(after.downloads) && Array.isArray(after.downloads.files) ? after.downloads.files : [];
  crafted.fileIds = files.filter(isObject).map((f) => String(f.fileId));
  return crafted;
}

type Group = [name: string, add: (snapshot: Json) => void];

/** The odd state, in groups the mock may take or refuse one by one. */
function oddGroups(): Group[] {
  const worldOf = (snapshot: Json) => snapshot.world as Record<string, Json[]>;
  const keptOf = (snapshot: Json) => (snapshot.keptAssets as { files: Json[] }).files;
  const groups: Group[] = oddAvatarNames.map(([name, bytes, type], i): Group => [
    `avatar ${JSON.stringify(name)}`,
    (snapshot) => {
      const users = worldOf(snapshot).users!;
      users.push({ ...users[1]!, userId: 90_000 + i, email: `fuzz.avatar.${i}@example.com`, userAvatar: `${ASSET_HOST}/avatars/${encodeURIComponent(name)}` });
      if (bytes !== null) keptOf(snapshot).push({ link: `${ASSET_HOST}/avatars/${encodeURIComponent(name)}`, contentType: type, body: base64(bytes) });
    },
  ]);
  for (const [creativeId, file, width, height, duration, bytes, type] of oddCreatives) {
    groups.push([
      `creative ${creativeId}-${file}`,
      (snapshot) => {
        const creatives = worldOf(snapshot).creatives!;
        const creative = creatives.find((c) => c.creativeSourceType === 'file')!;
        const link = `${ASSET_HOST}/creatives/${creativeId}-${file}`;
        creatives.push({ ...creative, creativeId, width, height, duration, creativeSource: link, creativeCardSource: null });
        if (bytes !== null) keptOf(snapshot).push({ link, contentType: type, body: base64(bytes) });
      },
    ]);
  }
  groups.push([
    'matched file named .html',
    (snapshot) => {
      const matched = worldOf(snapshot).matchedAudiences!;
      matched.push({
        ...matched[0]!,
        audienceId: 99_101,
        storeFileName: '1001/99101-evil.html',
        rawStoreUrl: `${ASSET_HOST}/matched/1001/99101-evil.html`,
        metadata: {
          ...(matched[0]!.metadata as Json),
          columns: ['name', 'note'],
          columnValues: { name: ["=cmd|' /C calc'!A0", '@SUM(1+1)'], note: [script, '"quoted, with a comma"'] },
        },
      });
      keptOf(snapshot).push({ link: `${ASSET_HOST}/matched/1001/99101-evil.html`, contentType: 'text/html', body: base64(script) });
    },
  ]);
  for (const [i, [fileName, contentType, bytes]] of oddDownloads.entries()) {
    groups.push([
      `stored file ${fileName} as ${JSON.stringify(contentType)}`,
      (snapshot) => {
        const now = (snapshot.clock as { now: number }).now;
        const files = (snapshot.downloads as { files: Json[] }).files;
        files.push({ fileId: `fuzzfile${i}-${fileName}`, fileName, contentType, body: base64(bytes), createdAt: now, expiresAt: Date.now() + 3_600_000 });
      },
    ]);
  }
  const keptAt: Array<[string, string, string]> = [
    ['avatars/1.png', 'text/html', script],
    ['logos/1001.png', 'image/svg+xml', svg],
    ['html/banner-300x250.png', 'image/png', `\x89PNG\r\n\x1a\n${script}`],
  ];
  for (const [path, contentType, bytes] of keptAt) {
    groups.push([`${path} kept as ${contentType}`, (snapshot) => keptOf(snapshot).push({ link: `${ASSET_HOST}/${path}`, contentType, body: base64(bytes) })]);
  }
  return groups;
}

function worldAssetPaths(world: Record<string, Json[]>): string[] {
  const links = [
    ...world.users!.slice(0, 3).map((u) => u.userAvatar),
    ...world.organizations!.slice(0, 2).map((o) => o.organizationLogo),
    ...world.preBidProviders!.map((p) => p.providerLogoUrl),
    ...world.healthcareDataProviders!.map((p) => p.logoUrl),
    ...world.creatives!.slice(0, 6).flatMap((c) => (c.creativeSourceType === 'file' ? [c.creativeSource] : [])),
  ];
  const creatives = world
    .creatives!.slice(0, 4)
    .flatMap((c) => [`/assets/creatives/${c.creativeId}-thumbnail.png`, `/assets/creatives/${c.creativeId}-card.png`]);
  return [
    ...links.map((l) => (typeof l === 'string' ? assetPathOf(l) : null)).filter((p): p is string => p !== null),
    ...creatives,
    '/assets/html/banner-728x90.png',
  ];
}

function assetPathOf(link: string): string | null {
  return link.startsWith(`${ASSET_HOST}/`) ? `/assets/${link.slice(ASSET_HOST.length + 1)}` : null;
}

/** The groups of requests, each a list to pick from. */
function catalogue(state: Crafted): Ask[][] {
  const file = state.fileIds[0] ?? 'unknown-file.csv';
  const encodedFile = encodeURIComponent(file);
  const crafted: Ask[] = [
    ...oddAvatarNames.map(([name]): Ask => [`odd avatar ${JSON.stringify(name)}`, 'GET', `/assets/avatars/${encodeURIComponent(name)}`]),
    ...oddCreatives.map(([id, name]): Ask => [`odd creative file ${name}`, 'GET', `/assets/creatives/${id}-${encodeURIComponent(name)}`]),
    ...oddCreatives.map(([id]): Ask => [`odd creative thumbnail`, 'GET', `/assets/creatives/${id}-thumbnail.png`]),
    ...oddCreatives.map(([id]): Ask => [`odd creative card`, 'GET', `/assets/creatives/${id}-card.png`]),
    ['matched file named .html', 'GET', '/assets/matched/1001/99101-evil.html'],
    ['owner avatar kept as HTML', 'GET', '/assets/avatars/1.png'],
    ['logo kept as SVG', 'GET', '/assets/logos/1001.png'],
    ['banner kept as a PNG-headed HTML', 'GET', '/assets/html/banner-300x250.png'],
  ];
  const stored: Ask[] = state.fileIds.map((id): Ask => [
    `stored file ${id.replace(/^fuzzfile\d+-/, '').slice(-24)}`,
    'GET',
    `/files/${encodeURIComponent(id)}`,
  ]);
  const world: Ask[] = [...state.worldAssets, ...state.matched].map((path): Ask => [`world asset ${path.split('/')[2]}`, 'GET', path]);
  const traversal: Ask[] = [
    '/assets/../package.json',
    '/assets/avatars/../../package.json',
    '/assets/avatars/..%2F..%2Fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/avatars/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/assets/avatars/....//....//etc/passwd',
    '/assets/avatars/..%5C..%5Cpackage.json',
    '/assets/avatars/..\\..\\package.json',
    '/assets/avatars/%252e%252e%252fpackage.json',
    '/assets/avatars/1.png%00.html',
    '/assets/avatars/%00',
    '/assets/matched/1001/..%2F..%2F..%2Fpackage.json',
    '/assets/matched/..%2F1001/x.csv',
    '/assets/matched/../../../package.json',
    '/assets/avatars/%2Fetc%2Fpasswd',
    '/assets/avatars/.%2e/.%2e/package.json',
    '/assets/avatars/%C0%AE%C0%AE%2Fpackage.json',
    '/assets/avatars/~%2F.ssh%2Fid_rsa',
    '/assets/file:%2F%2F%2Fetc%2Fpasswd/x',
    '/assets/..%2F__mock/snapshot',
    '/assets/%2e%2e/__mock/snapshot',
    '/files/..%2F..%2Fpackage.json',
    '/files/../package.json',
    '/files/%2e%2e%2fpackage.json',
    '/files/..%5Cpackage.json',
    '/files/%2e%2e/__mock/snapshot',
    `/files/${encodedFile}/..`,
    `/files/..%2F${encodedFile}`,
  ].map((url): Ask => ['traversal', 'GET', url]);
  const sides = ['0', '1', '300', '4096', '4097', '9999', '99999', '-1', '00300', '1e3', '300.5', '%20300', '3'.repeat(400)];
  const dimensions: Ask[] = sides.flatMap((w, i) =>
    [sides[(i * 7 + 3) % sides.length]!, w].map((h): Ask => [
      `banner ${w.length > 8 ? 'long' : w}x${h.length > 8 ? 'long' : h}`,
      'GET',
      `/assets/html/banner-${w}x${h}.png`,
    ]),
  );
  const extensions: Ask[] = [
    '1.svg',
    '1.html',
    '1.PNG',
    '1.png.html',
    '1',
    '1.',
    '1.png;.html',
    '1.png%3B.html',
    '1.jpg',
    '1.gif',
    '1.webp',
    '1.png%20',
    '1.png.',
    '.png',
    '1.png?download=1',
    '1.png#x',
  ]
    .map((name): Ask => ['odd extension', 'GET', `/assets/avatars/${name}`])
    .concat(
      ['6001-spring-300x250.svg', '6001-thumbnail.html', '6001-card.svg', '6001-', '-1-thumbnail.png', '06001-thumbnail.png', '6001.5-thumbnail.png'].map(
        (name): Ask => ['odd creative name', 'GET', `/assets/creatives/${name}`],
      ),
    )
    .concat(['../1001.png', '1001.png.svg', '%31001.png'].map((name): Ask => ['odd logo name', 'GET', `/assets/logos/${name}`]))
    .concat(
      ['unknownfolder/1.png', 'AVATARS/1.png', 'avatars', 'avatars/', '__proto__/1.png', 'constructor/x', 'matched/1001', 'matched/__proto__/x.csv'].map(
        (rest): Ask => ['odd folder', 'GET', `/assets/${rest}`],
      ),
    );
  const slashes: Ask[] = [
    '/assets/avatars/a%2Fb.png',
    '/assets/avatars%2F1.png',
    '/assets/matched/1001%2F4001-acme-crm-customers-2025.csv/x',
    '/assets/matched/1001/4001-acme-crm-customers-2025.csv%2F',
    '/assets/creatives/6001%2Fthumbnail.png',
    '/assets//avatars/1.png',
    '/assets/avatars//1.png',
    '/assets/avatars/1.png/',
    '/assets/avatars/%2F',
    `/files/${encodedFile}%2F`,
    `/files/${encodedFile}/x`,
    '/files/a%2Fb',
    '/files//',
    '/files/',
    '/files',
    '/files/%2F',
  ].map((url): Ask => ['encoded slash', 'GET', url]);
  const ids: Ask[] = [
    ['unknown id', 'GET', '/files/AAAAAAAAAAAAAAAAAAAAAAAA-unknown.csv'],
    ['id of 2,048 characters', 'GET', `/files/${'a'.repeat(2_048)}`],
    ['id of 2,049 characters', 'GET', `/files/${'a'.repeat(2_049)}`],
    ['id of 5,000 characters', 'GET', `/files/${'a'.repeat(5_000)}`],
    ['id of 100,000 characters', 'GET', `/files/${'a'.repeat(100_000)}`],
    ['id of 5,000 digits', 'GET', `/files/${'9'.repeat(5_000)}`],
    ['id __proto__', 'GET', '/files/__proto__'],
    ['id constructor', 'GET', '/files/constructor'],
    ['id toString', 'GET', '/files/toString'],
    ['id hasOwnProperty', 'GET', '/files/hasOwnProperty'],
    ['id unicode', 'GET', `/files/${encodeURIComponent('ünïcødé😀')}`],
    ['id with a bad escape', 'GET', '/files/%ZZ'],
    ['id with a truncated escape', 'GET', '/files/%E0%A4%A'],
    ['id NUL', 'GET', '/files/%00'],
    ['id in upper case', 'GET', `/files/${encodedFile.toUpperCase()}`],
    ['id with .html added', 'GET', `/files/${encodedFile}.html`],
    ['id with a query', 'GET', `/files/${encodedFile}?download=0&type=text/html`],
    ['id with ;type', 'GET', `/files/${encodedFile};type=text%2Fhtml`],
  ];
  const methods: Ask[] = [
    ['HEAD a file', 'HEAD', `/files/${encodedFile}`],
    ['HEAD an asset', 'HEAD', '/assets/avatars/1.png'],
    ['HEAD an odd asset', 'HEAD', '/assets/avatars/90001.svg'],
    ['POST a file', 'POST', `/files/${encodedFile}`],
    ['PUT a file', 'PUT', `/files/${encodedFile}`],
    ['DELETE a file', 'DELETE', `/files/${encodedFile}`],
    ['POST an asset', 'POST', '/assets/avatars/1.png'],
    ['OPTIONS an asset', 'OPTIONS', '/assets/avatars/1.png'],
    ['TRACE a file', 'TRACE', `/files/${encodedFile}`],
  ];
  const headers: Ask[] = [
    ['range', 'GET', `/files/${encodedFile}`, { range: 'bytes=0-1' }],
    ['suffix range', 'GET', `/files/${encodedFile}`, { range: 'bytes=-1' }],
    ['range past the end', 'GET', '/assets/avatars/1.png', { range: 'bytes=999999-' }],
    ['junk range', 'GET', '/assets/avatars/1.png', { range: 'bytes=x-y,,' }],
    ['Accept: text/html', 'GET', '/assets/avatars/90001.svg', { accept: 'text/html' }],
    ['Accept: image/svg+xml', 'GET', '/assets/avatars/90001.svg', { accept: 'image/svg+xml' }],
    ['If-None-Match *', 'GET', '/assets/avatars/1.png', { 'if-none-match': '*' }],
    ['If-Modified-Since junk', 'GET', '/assets/avatars/1.png', { 'if-modified-since': 'yesterday' }],
    ['another session', 'GET', `/files/${encodedFile}`, { 'x-mock-session': 'fuzz.files.other' }],
    ['another session, an asset', 'GET', '/assets/avatars/90002.html', { 'x-mock-session': 'fuzz.files.other' }],
    ['a refused session name', 'GET', `/files/${encodedFile}`, { 'x-mock-session': '../x' }],
    ['a refused session name, an asset', 'GET', '/assets/avatars/1.png', { 'x-mock-session': '' }],
    ['foreign Origin', 'GET', `/files/${encodedFile}`, { origin: 'https://evil.example' }],
    ['Accept-Encoding junk', 'GET', '/assets/html/banner-4096x4096.png', { 'accept-encoding': 'gzip;q=x, br;q=-1, zstd' }],
  ];
  return [crafted, stored.length > 0 ? stored : crafted, world.length > 0 ? world : crafted, traversal, dimensions, extensions, slashes, ids, methods, headers];
}
