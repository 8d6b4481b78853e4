/**
 * The mock serves every asset link it hands out (spec/DECISIONS.md M20): the links
 * in the default world's answers are on the server's public origin, and each one
 * answers 200 with a valid file of its type; any other name is 404.
 */
import type { Response } from 'supertest';
import { AudienceId, CampaignId, CreativeId } from '../../fixtures/campaigns.ts';
import { DimensionId } from '../domains/bid-models/model.ts';
import { call, expectContract, type CallOptions, type Session } from '../../contracts/support/client.ts';
import { beforeEach, describe, expect, it, useTarget } from '../../contracts/support/harness.ts';
import type { Target } from '../../contracts/support/target.ts';
import type { RequestBody } from '../../spec/generated/operations.ts';
import { messages } from '../messages.ts';
import { buildServer } from '../server.ts';
import { placeholderCacheStats } from './placeholders.ts';

useTarget({ inProcess: true });
const origin = 'http://mock.test:4010';
const assetLink = new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/assets/[^\\s"'<>\\]]+`, 'g');
const platformHost = /https:\/\/(assets|cdn|storage)\.ad-platform\.example\//;

beforeEach(({ target }) => target.server!.setPublicUrl(origin));

/** Every asset link in a value: in fields, and inside text (VAST documents, HTML markup). */
function linksIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const link of value.match(assetLink) ?? []) found.add(link);
  else if (Array.isArray(value)) for (const item of value) linksIn(item, found);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) linksIn(item, found);
  return found;
}

async function getFile(target: Target, url: string): Promise<Response> {
  return target.http
    .get(url.startsWith(origin) ? url.slice(origin.length) : url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** Width and height a file's own header gives (PNG, GIF, JPEG), or null for other types. */
function imageSize(body: Buffer): { width: number; height: number } | null {
  if (body.subarray(1, 4).toString() === 'PNG') return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  if (body.subarray(0, 6).toString() === 'GIF89a') return { width: body.readUInt16LE(6), height: body.readUInt16LE(8) };
  if (body[0] === 0xff && body[1] === 0xd8) {
    const sof = body.indexOf(Buffer.from([0xff, 0xc0]));
    return { width: body.readUInt16BE(sof + 7), height: body.readUInt16BE(sof + 5) };
  }
  return null;
}

const signatures: Record<string, (body: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b.at(-2) === 0xff && b.at(-1) === 0xd9,
  'image/gif': (b) => b.subarray(0, 6).toString() === 'GIF89a' && b.at(-1) === 0x3b,
  'video/mp4': (b) => b.subarray(4, 8).toString() === 'ftyp',
  'audio/mpeg': (b) => b[0] === 0xff && (b[1]! & 0xe0) === 0xe0,
  'text/csv': (b) => b.length > 0 && !b.includes(0),
};

/** The answers of the default world that carry asset links, as the owner of Acme Media sees them. */
async function answersWithAssets(target: Target, owner: Session): Promise<unknown[]> {
  const today = Date.UTC(2026, 0, 5);
  const window = { startDate: String(today - 90 * 86_400_000), endDate: String(today - 86_400_000) };
  const calls: Array<[string, CallOptions]> = [
    ['listUsers', { query: { limit: 1000 } }],
    ['getProfile', {}],
    ['listCreatives', { body: { noOfEntries: 1000 } }],
    ...Object.values(CreativeId).map((creativeId): [string, CallOptions] => ['getCreative', { params: { creativeId } }]),
    ['getCreativeCampaignDetails', { params: { creativeId: CreativeId.videoRunning } }],
    ['listAudiences', {}],
    ['getPreBidAudience', { params: { prebidAudienceId: AudienceId.preBid } }],
    ['getAbmAudience', { params: { audienceId: AudienceId.abm } }],
    ['getMatchedAudience', { params: { id: AudienceId.matchedReady } }],
    ['listReports', { query: { limit: 1000 } }],
    ['dashboardReportByCampaign', { body: { ...window, noOfEntries: 1000 } }],
    [
      'listModelledEntities',
      { params: { campaignId: CampaignId.running, dimensionId: DimensionId.creative }, body: { noOfEntries: 1000, skipReporting: true } },
    ],
  ];
  const answers: unknown[] = [];
  for (const [operationId, options] of calls) {
    const response = await call(target, operationId, { as: owner, ...options });
    // A creative of another workspace is 404 to this owner: its links are checked through the lists.
    if (response.status !== 404) answers.push(expectContract(response, operationId, 200).body);
  }
  return answers;
}

describe('asset links in answers', () => {
  it('are on the public origin, never the platform asset host, and cover every kind of asset', async ({ api, target }) => {
    const answers = await answersWithAssets(target, await api.login('workspaceOwner'));
    expect(JSON.stringify(answers)).not.toMatch(platformHost);
    const links = linksIn(answers);
    const folders = new Set([...links].map((link) => new URL(link).pathname.split('/')[2]));
    expect([...folders].sort()).toEqual(['avatars', 'creatives', 'html', 'logos', 'matched', 'partners']);
    expect(links.size).toBeGreaterThan(40);
  });

  it('each resolve to 200 with a valid file of an image, video, audio or CSV type (media shown inline, files saved)', async ({ api, target }) => {
    const links = linksIn(await answersWithAssets(target, await api.login('workspaceOwner')));
    const types = new Set<string>();
    for (const link of links) {
      const response = await getFile(target, link);
      expect(response.status, link).toBe(200);
      const type = response.headers['content-type']!.split(';')[0]!;
      expect(type, link).toMatch(/^(image\/(png|jpeg|gif)|video\/mp4|audio\/mpeg|text\/csv)$/);
      expect(signatures[type]!(response.body as Buffer), `${link} is not a valid ${type}`).toBe(true);
      expect(response.headers['content-disposition'], link).toMatch(type === 'text/csv' ? /^attachment; filename="/ : /^inline; filename="/);
      types.add(type);
    }
    expect([...types].sort()).toEqual(['audio/mpeg', 'image/gif', 'image/jpeg', 'image/png', 'text/csv', 'video/mp4']);
  });

  it('give images the size their record gives', async ({ api, target }) => {
    const owner = await api.login('workspaceOwner');
    for (const creativeId of [CreativeId.imageRunning, CreativeId.nativeRunning, CreativeId.imagePending]) {
      const { creativeSource, imageDetails } = (await api.ok('getCreative', { as: owner, params: { creativeId } })).body.data;
      const image = imageSize((await getFile(target, creativeSource)).body as Buffer);
      expect(image, String(creativeId)).toEqual({ width: imageDetails.creativeWidth, height: imageDetails.creativeHeight });
    }
  });

  it('inside a VAST document and HTML markup point at the public origin too', async ({ api, target }) => {
    const owner = await api.login('workspaceOwner');
    const video = (await api.ok('getCreative', { as: owner, params: { creativeId: CreativeId.videoRunning } })).body.data.creativeSource as string;
    const html = (await api.ok('getCreative', { as: owner, params: { creativeId: CreativeId.htmlRunning } })).body.data.creativeSource as string;
    expect(video).toContain(`<![CDATA[${origin}/assets/creatives/${CreativeId.videoRunning}-spot.mp4]]>`);
    expect(html).toContain(`src="${origin}/assets/html/banner-728x90.png"`);
    expect(imageSize((await getFile(target, `${origin}/assets/html/banner-728x90.png`)).body as Buffer)).toEqual({ width: 728, height: 90 });
  });

  it("in a CSV export (a dashboard row's logoURL) point at the public origin too", async ({ api, target }) => {
    const owner = await api.login('workspaceOwner');
    const today = Date.UTC(2026, 0, 5);
    const body: RequestBody<'exportCsv'> = {
      url: '/api/v3/da/report/by-campaign',
      columns: [{ label: 'Logo', value: 'logoURL' }],
      data: { dateRange: { startDate: String(today - 30 * 86_400_000), endDate: String(today) } },
    };
    const link = (await api.ok('exportCsv', { as: owner, body })).body.responseObject.responseURL as string;
    const csv = ((await getFile(target, link)).body as Buffer).toString('utf8');
    expect(csv).toContain(`${origin}/assets/logos/`);
    expect(csv).not.toMatch(platformHost);
  });

  it('in a documented example (Prefer) point at the public origin too, while the served contract keeps the platform host', async ({ api, target }) => {
    const example = await api.call('getProfile', { headers: { prefer: 'code=200' } });
    expect(example.body.data.userAvatar).toBe(`${origin}/assets/avatars/1.png`);
    expect((await getFile(target, example.body.data.userAvatar)).status).toBe(200);
    expect(JSON.stringify((await target.http.get('/openapi.json')).body)).toContain('https://assets.ad-platform.example/avatars/1.png');
  });
});

describe('GET /assets/{folder}/{fileName}', () => {
  it('answers 404 for a name no record links to', async ({ api }) => {
    for (const path of [
      'avatars/999999.png',
      'avatars/3.png',
      'logos/42.png',
      'partners/nobody.png',
      `creatives/${CreativeId.imageRunning}-other.png`,
      'creatives/999999-thumbnail.png',
      'creatives/spring.png',
      'html/banner-0x0.png',
      'html/banner-99999x1.png',
    ]) {
      const response = expectContract(
        await api.callMalformed('getAsset', { params: { folder: path.split('/')[0]!, fileName: path.split('/')[1]! } }),
        'getAsset',
        404,
      );
      expect(response.body, path).toEqual({ error: messages.assetNotFound, field: 'fileName' });
    }
    const folder = expectContract(await api.callMalformed('getAsset', { params: { folder: 'secrets', fileName: '1.png' } }), 'getAsset', 422);
    expect(folder.body.field).toBe('folder');
    for (const [owId, fileName] of [
      ['1001', '9999-nothing.csv'],
      ['3001', '4001-acme-crm-customers-2025.csv'],
    ]) {
      const matched = expectContract(await api.call('getMatchedFile', { params: { owId: owId!, fileName: fileName! } }), 'getMatchedFile', 404);
      expect(matched.body).toEqual({ error: messages.assetNotFound, field: 'fileName' });
    }
  });

  it('answers a malformed path in its own bare envelope, as the file storage does', async ({ target }) => {
    for (const url of ['/assets/%/1.png', `/assets/matched/${'7'.repeat(3000)}/x.csv`]) {
      const response = await target.http.get(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toEqual({ error: messages.urlInvalid, field: 'path' });
    }
  });

  it('serves an uploaded avatar as it was uploaded; the replaced one is gone', async ({ api, target }) => {
    const owner = await api.login('workspaceOwner');
    const before = (await api.ok('getProfile', { as: owner })).body.data.userAvatar as string;
    const upload = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('an avatar of 30 bytes')]);
    const { userAvatar } = (
      await api.ok('updateProfile', { as: owner, files: { userAvatar: { buffer: upload, filename: 'me.png', contentType: 'image/png' } } })
    ).body.data;
    expect(userAvatar).toMatch(new RegExp(`^${origin}/assets/avatars/1-\\d+\\.png$`));
    const served = await getFile(target, userAvatar!);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body).toEqual(upload);
    expect((await getFile(target, before)).status).toBe(404);
  });

  it("serves an uploaded creative's own bytes when small, and a placeholder of its type and size when not kept", async ({ api, target }) => {
    const owner = await api.login('workspaceOwner');
    const small = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([20, 0, 10, 0]), Buffer.alloc(40, 1), Buffer.from([0x3b])]);
    const large = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(100_000, 1), Buffer.from([0xff, 0xd9])]);
    const creative = (name: string, width?: number, height?: number) => ({
      creativeName: name,
      platformCreativeTypeId: 11,
      creativeSourceType: 'FILE',
      creativeSource: name,
      ...(width ? { imageDetails: { creativeWidth: width, creativeHeight: height } } : {}),
    });
    // Two files under one field name: sent by hand, as the client helper takes one file a field.
    const response = await target.http
      .post('/api/v3/crt/creatives')
      .set('Authentication', `Bearer ${owner.token}`)
      .set('X-IAA-OW-ID', String(owner.owId))
      .field(
        'creativeRequest',
        JSON.stringify({
          '0b7a2b8e-5a3c-4d1e-9f00-000000000001': creative('tiny.gif'),
          '0b7a2b8e-5a3c-4d1e-9f00-000000000002': creative('big photo.jpg', 640, 480),
        }),
      )
      .attach('creativeFiles', small, { filename: 'tiny.gif', contentType: 'image/gif' })
      .attach('creativeFiles', large, { filename: 'big photo.jpg', contentType: 'image/jpeg' });
    const ids = expectContract(response, 'uploadCreatives', 200).body.data.successData as Record<string, number>;
    const sourceOf = async (creativeId: number) => (await api.ok('getCreative', { as: owner, params: { creativeId } })).body.data.creativeSource as string;
    const tiny = await getFile(target, await sourceOf(ids['0b7a2b8e-5a3c-4d1e-9f00-000000000001']!));
    expect([tiny.status, tiny.headers['content-type'], (tiny.body as Buffer).equals(small)]).toEqual([200, 'image/gif', true]);
    const bigLink = await sourceOf(ids['0b7a2b8e-5a3c-4d1e-9f00-000000000002']!);
    expect(bigLink).toBe(`${origin}/assets/creatives/${ids['0b7a2b8e-5a3c-4d1e-9f00-000000000002']}-big%20photo.jpg`);
    const big = await getFile(target, bigLink);
    expect([big.status, big.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(imageSize(big.body as Buffer)).toEqual({ width: 640, height: 480 });
  });

  it('serves a matched file at its storeFileName: the sample of its columns for the fixtures', async ({ api, target }) => {
    const owner = await api.login('workspaceOwner');
    const details = (await api.ok('getMatchedAudience', { as: owner, params: { id: String(AudienceId.matchedReady) } })).body.responseObject;
    expect(details.rawStoreURL).toBe(`${origin}/assets/matched/${details.storeFileName}`);
    const sample = await getFile(target, details.rawStoreURL);
    expect(sample.headers['content-type']).toMatch(/^text\/csv/);
    expect((sample.body as Buffer).toString()).toBe('first_name,last_name,state,zip\r\nAnn,Ames,OR,97201\r\nBo,Bell,WA,98101\r\nCy,Cruz,CA,94105\r\n');
  });

  it("is outside the rate limit, like the file storage: a page of avatars does not spend the caller's requests", async () => {
    const server = await buildServer({ rateLimit: 2, frozenClock: true });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await server.app.inject({ method: 'GET', url: '/assets/avatars/1.png' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await server.app.close();
    }
  });

  it('makes a heavy placeholder once: asking for it again builds nothing (the route has no credentials and no rate limit)', async ({ target }) => {
    const url = '/assets/html/banner-4000x3997.png';
    const builds = placeholderCacheStats().builds;
    const first = (await getFile(target, url)).body as Buffer;
    expect(imageSize(first)).toEqual({ width: 4000, height: 3997 });
    expect(placeholderCacheStats().builds).toBe(builds + 1);
    for (let i = 0; i < 5; i++) expect(((await getFile(target, url)).body as Buffer).equals(first)).toBe(true);
    expect(placeholderCacheStats().builds).toBe(builds + 1);
  });

  it('is journalled as a description of the file, not its bytes', async ({ api, target }) => {
    const served = await getFile(target, '/assets/logos/1001.png');
    const [entry] = (await api.ok('listRequests', { query: { operationId: 'getAsset', limit: 1 } })).body.requests;
    expect(entry!.responseBody).toBe(`<file image/png ${(served.body as Buffer).length.toLocaleString('en-US')} bytes>`);
  });
});
