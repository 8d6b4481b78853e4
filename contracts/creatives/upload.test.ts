import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import { callerOfSession, errorsOf, expectContract, urlOf, type Session } from '../support/client.ts';
import { sendPaced } from '../support/pacing.ts';
import { beforeCall } from '../support/run-mode.ts';
import { operation } from '../support/spec.ts';
import { describe, expect, isPlainMock, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { CreativeUploadResult } from '../../spec/generated/types.ts';

useTarget();
const KB = 1024;
const MB = 1024 * KB;
const POST_PROCESSING_MS = 5 * 60_000;
const Type = { image: 11, html: 13, video: 14, native: 15, audio: 17 };

/** A value the contract lets an implementation answer as null instead. */
const orNull = (value: unknown) => expect.toBeOneOf([value, null]);

/** A 1x1 PNG. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Part = { path: string } | { buffer: Buffer; filename: string };

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'creative-uploads-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A sparse file of exactly `bytes` bytes on disk, sent under `name`: nothing large is held in memory. */
async function sparseFile(name: string, bytes: number): Promise<Part> {
  const path = join(await mkdtemp(join(dir, 'part-')), name);
  await writeFile(path, '');
  await truncate(path, bytes);
  return { path };
}

function fileCreative(typeId: number, name = 'Uploaded creative') {
  return { creativeName: name, platformCreativeTypeId: typeId, creativeSourceType: 'FILE', clickUrl: 'https://www.acme-media.example/landing' };
}

/** File parts by field name, or as [field name, part] pairs when a name repeats (several `creativeFiles`). */
type Parts = Record<string, Part> | Array<[string, Part]>;

/**
 * POST /api/v3/crt/creatives with creativeRequest (a form field, or the query as the seed
 * has it) and the file parts, attached by path or buffer. Paced, counted and skipped in a
 * read-only run like every other call; a 429 is waited out and the request built again.
 */
async function upload(api: Api, as: Session, creativeRequest: unknown, parts: Parts = {}, sendIn: 'form' | 'query' = 'form') {
  await beforeCall(operation('uploadCreatives'));
  return sendPaced({
    operationId: 'uploadCreatives',
    caller: callerOfSession(as),
    waitOut429: api.target.retryOn429,
    send: () => sendUpload(api, as, creativeRequest, parts, sendIn),
  });
}

async function sendUpload(api: Api, as: Session, creativeRequest: unknown, parts: Parts, sendIn: 'form' | 'query') {
  const text = typeof creativeRequest === 'string' ? creativeRequest : JSON.stringify(creativeRequest);
  let request = api.target.http.post(urlOf('uploadCreatives')).set('Authentication', `Bearer ${as.token}`).set('X-IAA-OW-ID', String(as.owId));
  request = sendIn === 'form' ? request.field('creativeRequest', text) : request.query({ creativeRequest: text });
  for (const [key, part] of Array.isArray(parts) ? parts : Object.entries(parts)) {
    request =
      'path' in part ? request.attach(key, part.path) : request.attach(key, part.buffer, { filename: part.filename, contentType: 'application/octet-stream' });
  }
  return request;
}

async function uploadOk(api: Api, as: Session, creativeRequest: unknown, parts: Parts = {}, sendIn: 'form' | 'query' = 'form') {
  const response = expectContract(await upload(api, as, creativeRequest, parts, sendIn), 'uploadCreatives', 200);
  return response.body.data as CreativeUploadResult;
}

async function creative(api: Api, as: Session, creativeId: number) {
  return (await api.ok('getCreative', { as, params: { creativeId } })).body.data;
}

describe('uploadCreatives', () => {
  it('creates an image from its file part (field name = key): pending, with the size read from the PNG', async ({ owner, api }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.image, 'Spring 1x1') }, { [key]: { buffer: onePixelPng, filename: 'pixel.png' } });
    expect(result.failedData).toEqual({});
    const creativeId = result.successData[key]!;
    expect(creativeId).toEqual(expect.any(Number));
    expect(await creative(api, owner, creativeId)).toMatchObject({
      creativeId,
      creativeName: 'Spring 1x1',
      platformCreativeTypeId: Type.image,
      rtbCreativeTypeId: 1,
      creativeStatusId: 1,
      creativeSourceType: 'file',
      clickUrl: orNull('https://www.acme-media.example/landing'),
      imageDetails: { creativeWidth: orNull(1), creativeHeight: orNull(1) },
      organizationDetails: { owId: owner.owId },
    });
  });

  it('records the width and height the request gives in imageDetails', async ({ owner, api }) => {
    const key = randomUUID();
    const request = { [key]: { ...fileCreative(Type.image), imageDetails: { creativeWidth: 300, creativeHeight: 250 } } };
    const result = await uploadOk(api, owner, request, { [key]: await sparseFile('banner.jpg', 10 * KB) });
    expect((await creative(api, owner, result.successData[key]!)).imageDetails).toMatchObject({ creativeWidth: orNull(300), creativeHeight: orNull(250) });
  });

  it('partial success: a good file, a missing file and an oversize file each land on their own', async ({ owner, api }) => {
    const [good, missing, oversize] = [randomUUID(), randomUUID(), randomUUID()];
    const result = await uploadOk(
      api,
      owner,
      { [good]: fileCreative(Type.image), [missing]: fileCreative(Type.image), [oversize]: fileCreative(Type.image) },
      { [good]: await sparseFile('good.png', 100 * KB), [oversize]: await sparseFile('big.png', 2 * MB + 1) },
    );
    expect(Object.keys(result.successData)).toEqual([good]);
    expect(result.failedData).toEqual({ [missing]: messages.creativeFileMissing, [oversize]: messages.creativeImageTooLarge });
    expect((await creative(api, owner, result.successData[good]!)).creativeStatusId).toBe(1);
  });

  it('a FILE creative without its file fails with the missing-file message', async ({ owner, api }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.video) });
    expect(result).toEqual({ successData: {}, failedData: { [key]: messages.creativeFileMissing } });
  });

  // Each limit of the seed, one byte over and exactly at it (1 MB = 1,048,576 bytes, 1 KB = 1,024 bytes).
  const limits = [
    { ext: 'jpg', typeId: Type.image, max: 2 * MB, message: messages.creativeImageTooLarge },
    { ext: 'jpeg', typeId: Type.image, max: 2 * MB, message: messages.creativeImageTooLarge },
    { ext: 'png', typeId: Type.image, max: 2 * MB, message: messages.creativeImageTooLarge },
    { ext: 'gif', typeId: Type.image, max: 750 * KB, message: messages.creativeGifTooLarge },
    { ext: 'mov', typeId: Type.video, max: 400 * MB, message: messages.creativeVideoTooLarge },
    { ext: 'mp4', typeId: Type.video, max: 400 * MB, message: messages.creativeVideoTooLarge },
    { ext: 'mp3', typeId: Type.audio, max: 100 * MB, message: messages.creativeAudioTooLarge },
    { ext: 'wav', typeId: Type.audio, max: 100 * MB, message: messages.creativeAudioTooLarge },
    { ext: 'ogg', typeId: Type.audio, max: 100 * MB, message: messages.creativeAudioTooLarge },
    { ext: 'mpeg', typeId: Type.audio, max: 100 * MB, message: messages.creativeAudioTooLarge },
  ] as const;
  for (const { ext, typeId, max, message } of limits) {
    it(`${ext.toUpperCase()}: accepts a file of exactly ${max} bytes and refuses one byte more`, async ({ api, owner }) => {
      const [atLimit, over] = [randomUUID(), randomUUID()];
      const result = await uploadOk(
        api,
        owner,
        { [atLimit]: fileCreative(typeId), [over]: fileCreative(typeId) },
        { [atLimit]: await sparseFile(`at.${ext}`, max), [over]: await sparseFile(`over.${ext}`, max + 1) },
      );
      expect(Object.keys(result.successData)).toEqual([atLimit]);
      expect(result.failedData).toEqual({ [over]: message });
    }, 120_000);
  }

  it('refuses a file whose extension does not fit the creative type (GIF as a video, PNG as audio, any file as HTML, a name without one)', async ({
    owner,
    api,
  }) => {
    const [gifVideo, pngAudio, html] = [randomUUID(), randomUUID(), randomUUID()];
    const result = await uploadOk(
      api,
      owner,
      { [gifVideo]: fileCreative(Type.video), [pngAudio]: fileCreative(Type.audio), [html]: fileCreative(Type.html) },
      { [gifVideo]: await sparseFile('spot.gif', KB), [pngAudio]: await sparseFile('spot.png', KB), [html]: await sparseFile('banner.html', KB) },
    );
    expect(result.successData).toEqual({});
    expect(result.failedData).toEqual({
      [gifVideo]: messages.creativeFileTypeNotAllowed,
      [pngAudio]: messages.creativeFileTypeNotAllowed,
      [html]: messages.creativeFileTypeNotAllowed,
    });
    const noExtension = randomUUID();
    const bare = await uploadOk(api, owner, { [noExtension]: fileCreative(Type.image) }, { [noExtension]: { buffer: onePixelPng, filename: 'banner' } });
    expect(bare).toEqual({ successData: {}, failedData: { [noExtension]: messages.creativeFileTypeNotAllowed } });
  });

  it('a native creative takes an image file', async ({ owner, api }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.native) }, { [key]: { buffer: onePixelPng, filename: 'card.png' } });
    expect((await creative(api, owner, result.successData[key]!)).platformCreativeTypeId).toBe(Type.native);
  });

  it('each per-creative rule fails its own key with its own message', async ({ owner, api }) => {
    const cases: Array<[unknown, string]> = [
      [{ platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<div></div>' }, messages.creativeNameMissing],
      [{ creativeName: '  ', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<div></div>' }, messages.creativeNameMissing],
      [{ creativeName: 'x', platformCreativeTypeId: 12, creativeSourceType: 'HTML', creativeSource: '<div></div>' }, messages.creativeTypeUnknown],
      [{ creativeName: 'x', platformCreativeTypeId: Type.html, creativeSourceType: 'ZIP', creativeSource: '<div></div>' }, messages.creativeSourceTypeInvalid],
      [{ creativeName: 'x', platformCreativeTypeId: Type.image, creativeSourceType: 'URL' }, messages.creativeSourceMissing],
      [{ creativeName: 'x', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: ' ' }, messages.creativeSourceMissing],
      [
        { creativeName: 'x', platformCreativeTypeId: Type.image, creativeSourceType: 'URL', creativeSource: 'ftp://cdn.example/a.png' },
        messages.creativeSourceUrlInvalid,
      ],
      [
        { creativeName: 'x', platformCreativeTypeId: Type.video, creativeSourceType: 'HTML', creativeSource: '<div>not vast</div>' },
        messages.creativeXmlInvalid,
      ],
      [
        { creativeName: 'x', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<div></div>', clickUrl: 'not a url' },
        messages.clickUrlInvalid,
      ],
      [
        {
          creativeName: 'x',
          platformCreativeTypeId: Type.html,
          creativeSourceType: 'HTML',
          creativeSource: '<div></div>',
          imageDetails: { creativeWidth: 0, creativeHeight: 90 },
        },
        messages.creativeImageDetailsInvalid,
      ],
      [
        { creativeName: 'x', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<div></div>', imageDetails: '300x250' },
        messages.creativeImageDetailsInvalid,
      ],
      [
        { creativeName: 'x', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<div></div>', imageDetails: [300, 250] },
        messages.creativeImageDetailsInvalid,
      ],
      [
        {
          creativeName: 'x',
          platformCreativeTypeId: Type.html,
          creativeSourceType: 'HTML',
          creativeSource: '<div></div>',
          imageDetails: { creativeWidth: '300', creativeHeight: 90 },
        },
        messages.creativeImageDetailsInvalid,
      ],
      [
        {
          creativeName: 'x',
          platformCreativeTypeId: Type.html,
          creativeSourceType: 'HTML',
          creativeSource: '<div></div>',
          imageDetails: { creativeWidth: 300, creativeHeight: 90.5 },
        },
        messages.creativeImageDetailsInvalid,
      ],
      [{ creativeName: 'x', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML' }, messages.creativeSourceMissing],
      [{ creativeName: 'x', platformCreativeTypeId: Type.image, creativeSourceType: 'URL', creativeSource: '   ' }, messages.creativeSourceMissing],
      ['not an object', messages.creativeRequestInvalid],
      [null, messages.creativeRequestInvalid],
    ];
    const keyed = cases.map(([details, message]) => ({ key: randomUUID(), details, message }));
    const good = randomUUID();
    const request = Object.fromEntries([
      ...keyed.map((c) => [c.key, c.details]),
      [good, { creativeName: 'Fine HTML', platformCreativeTypeId: '13', creativeSourceType: 'HTML', creativeSource: '<div>ok</div>' }],
    ]);
    const result = await uploadOk(api, owner, request);
    expect(result.failedData).toEqual(Object.fromEntries(keyed.map((c) => [c.key, c.message])));
    expect(Object.keys(result.successData)).toEqual([good]);
  });

  it('a key that is not a UUID fails that creative only', async ({ owner, api }) => {
    const good = randomUUID();
    const html = { creativeName: 'HTML', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<div></div>' };
    const result = await uploadOk(api, owner, { 'creative-1': html, [good]: html });
    expect(result.failedData).toEqual({ 'creative-1': messages.creativeKeyNotUuid });
    expect(Object.keys(result.successData)).toEqual([good]);
  });

  it('accepts VAST XML as the source of a video: vast-xml, wrapper, duration and versions recorded', async ({ api, owner }) => {
    const key = randomUUID();
    const vast =
      '<?xml version="1.0"?><VAST version="2.0"><Ad id="9"><Wrapper><AdSystem>X</AdSystem><VASTAdTagURI><![CDATA[https://ads.example/vast.xml]]></VASTAdTagURI><Creatives><Creative><Linear><Duration>00:00:20</Duration></Linear></Creative></Creatives></Wrapper></Ad></VAST>';
    const result = await uploadOk(api, owner, {
      [key]: { creativeName: 'Wrapped spot', platformCreativeTypeId: Type.video, creativeSourceType: 'HTML', creativeSource: vast },
    });
    const creativeId = result.successData[key]!;
    const details = (await api.ok('getCreativeCampaignDetails', { as: owner, params: { creativeId } })).body.data;
    expect(details).toMatchObject({ creativeSourceType: 'vast-xml', creativeSource: vast, creativePreviewFlag: 0 });
    expect(details.videoDetails).toMatchObject({
      xmlType: orNull('vastWrapper'),
      duration: orNull(20),
      creativeSourceUrl: orNull('https://ads.example/vast.xml'),
      availableXmlVersions: ['v1.0', 'v1.1', 'v2.0'],
    });
  });

  it('creates URL and HTML creatives from their source', async ({ owner, api }) => {
    const [url, html] = [randomUUID(), randomUUID()];
    const result = await uploadOk(api, owner, {
      [url]: {
        creativeName: 'Hosted',
        platformCreativeTypeId: 11,
        creativeSourceType: 'URL',
        creativeSource: 'https://cdn.acme-media.example/a.png',
        imageDetails: { creativeWidth: 320, creativeHeight: 50 },
      },
      [html]: { creativeName: 'Markup', platformCreativeTypeId: 13, creativeSourceType: 'HTML', creativeSource: '<div>Hi</div>' },
    });
    expect(await creative(api, owner, result.successData[url]!)).toMatchObject({
      creativeSourceType: 'URL',
      creativeSource: 'https://cdn.acme-media.example/a.png',
      imageDetails: { creativeWidth: orNull(320), creativeHeight: orNull(50) },
    });
    expect(await creative(api, owner, result.successData[html]!)).toMatchObject({ creativeSourceType: 'HTML', creativeSource: '<div>Hi</div>' });
  });

  it('takes http as well as https for the click URL and a URL source', async ({ owner, api }) => {
    const [url, html] = [randomUUID(), randomUUID()];
    const result = await uploadOk(api, owner, {
      [url]: {
        creativeName: 'Plain http',
        platformCreativeTypeId: Type.image,
        creativeSourceType: 'URL',
        creativeSource: 'http://cdn.acme-media.example/a.png',
        clickUrl: 'http://www.acme-media.example/landing',
      },
      [html]: {
        creativeName: 'Plain http HTML',
        platformCreativeTypeId: Type.html,
        creativeSourceType: 'HTML',
        creativeSource: '<p>x</p>',
        clickUrl: 'http://a.example/',
      },
    });
    expect(result.failedData).toEqual({});
    expect(await creative(api, owner, result.successData[url]!)).toMatchObject({
      creativeSourceType: 'URL',
      creativeSource: 'http://cdn.acme-media.example/a.png',
      clickUrl: orNull('http://www.acme-media.example/landing'),
    });
  });

  it("the request's width and height win over the size the image file's header gives", async ({ owner, api }) => {
    const [both, widthOnly, heightOnly] = [randomUUID(), randomUUID(), randomUUID()];
    const result = await uploadOk(
      api,
      owner,
      {
        [both]: { ...fileCreative(Type.image), imageDetails: { creativeWidth: 300, creativeHeight: 250 } },
        [widthOnly]: { ...fileCreative(Type.image), imageDetails: { creativeWidth: 320 } },
        [heightOnly]: { ...fileCreative(Type.image), imageDetails: { creativeHeight: 50 } },
      },
      {
        [both]: { buffer: onePixelPng, filename: 'both.png' },
        [widthOnly]: { buffer: onePixelPng, filename: 'width.png' },
        [heightOnly]: { buffer: onePixelPng, filename: 'height.png' },
      },
    );
    expect(result.failedData).toEqual({});
    expect((await creative(api, owner, result.successData[both]!)).imageDetails).toMatchObject({ creativeWidth: orNull(300), creativeHeight: orNull(250) });
    expect((await creative(api, owner, result.successData[widthOnly]!)).imageDetails).toMatchObject({ creativeWidth: orNull(320) });
    expect((await creative(api, owner, result.successData[heightOnly]!)).imageDetails).toMatchObject({ creativeHeight: orNull(50) });
  });

  mockOnly(
    'reads the width and height from a PNG, GIF or JPEG file when the request gives none',
    'spec/DECISIONS.md CR4: the size read from the header',
    async ({ owner, api }) => {
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x40, 0x01, 0x32, 0x00]), Buffer.alloc(8)]);
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x5a, 0x02, 0xd8, 0x03, 0, 0, 0, 0, 0, 0, 0, 0]);
      const [png, gifKey, jpegKey] = [randomUUID(), randomUUID(), randomUUID()];
      const result = await uploadOk(
        api,
        owner,
        { [png]: fileCreative(Type.image), [gifKey]: fileCreative(Type.image), [jpegKey]: fileCreative(Type.native) },
        { [png]: { buffer: onePixelPng, filename: 'a.png' }, [gifKey]: { buffer: gif, filename: 'b.gif' }, [jpegKey]: { buffer: jpeg, filename: 'c.jpg' } },
      );
      expect(result.failedData).toEqual({});
      // A second implementation may answer sizes null, as the contract allows.
      if (!isPlainMock(api.target)) return;
      expect((await creative(api, owner, result.successData[png]!)).imageDetails).toMatchObject({ creativeWidth: 1, creativeHeight: 1 });
      expect((await creative(api, owner, result.successData[gifKey]!)).imageDetails).toMatchObject({ creativeWidth: 320, creativeHeight: 50 });
      expect((await creative(api, owner, result.successData[jpegKey]!)).imageDetails).toMatchObject({ creativeWidth: 728, creativeHeight: 90 });
    },
  );

  mockOnly(
    'takes a null click URL, a null imageDetails and null or missing sizes as not given',
    'spec/DECISIONS.md CR3 and CR4: what the mock takes as no value',
    async ({ owner, api }) => {
      const html = { creativeName: 'Nulls', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<p>n</p>' };
      const cases = [
        { clickUrl: null },
        { imageDetails: null },
        { imageDetails: { creativeWidth: null, creativeHeight: null } },
        { imageDetails: { creativeWidth: 300 } },
        { imageDetails: { creativeHeight: 250 } },
      ];
      const keys = cases.map(() => randomUUID());
      const result = await uploadOk(api, owner, Object.fromEntries(keys.map((key, i) => [key, { ...html, ...cases[i] }])));
      expect(result.failedData).toEqual({});
      // A second implementation may answer sizes and the click URL absent, null or as numeric strings.
      if (!isPlainMock(api.target)) return;
      const sizes = await Promise.all(keys.map(async (key) => (await creative(api, owner, result.successData[key]!)).imageDetails));
      expect(sizes.map((s) => [s.creativeWidth, s.creativeHeight])).toEqual([
        [null, null],
        [null, null],
        [null, null],
        [300, null],
        [null, 250],
      ]);
      expect((await creative(api, owner, result.successData[keys[0]!]!)).clickUrl).toBeNull();
    },
  );

  it('a video file has no XML: no XML type and no XML versions', async ({ owner, api }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.video) }, { [key]: await sparseFile('spot.mp4', MB) });
    const details = (await api.ok('getCreativeCampaignDetails', { as: owner, params: { creativeId: result.successData[key]! } })).body.data;
    expect(details.creativeSourceType).toBe('file');
    expect(details.videoDetails).toMatchObject({ xmlType: null, availableXmlVersions: [], creativeSourceUrl: orNull(details.creativeSource) });
  });

  mockOnly("a video file's creativeSourceUrl is its source", 'spec/DECISIONS.md CR5', async ({ owner, api }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.video) }, { [key]: await sparseFile('spot.mov', MB) });
    const details = (await api.ok('getCreativeCampaignDetails', { as: owner, params: { creativeId: result.successData[key]! } })).body.data;
    expect(details.videoDetails!.creativeSourceUrl).toBe(details.creativeSource);
    expect(details.creativeSource).toMatch(/spot\.mov$/);
  });

  mockOnly(
    'serves the bytes of an uploaded file at the link the creative answers',
    'spec/DECISIONS.md M20: the mock serves its assets',
    async ({ owner, api }) => {
      const key = randomUUID();
      const result = await uploadOk(api, owner, { [key]: fileCreative(Type.image) }, { [key]: { buffer: onePixelPng, filename: 'served.png' } });
      const { creativeSource } = await creative(api, owner, result.successData[key]!);
      const served = await api.target.http.get(new URL(creativeSource).pathname).buffer(true);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.body)).toEqual(onePixelPng);
    },
  );

  mockOnly('a new video is not transformed until post-processing finishes 5 minutes later', 'moves the mock clock', async ({ api, owner }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.video) }, { [key]: await sparseFile('spot.mp4', MB) });
    const details = async (api: Api) => (await api.ok('getCreativeCampaignDetails', { as: owner, params: { creativeId: result.successData[key]! } })).body.data;
    expect((await details(api)).videoDetails!.transformed).toBe(false);
    await advanceClock(api.target, POST_PROCESSING_MS - 1);
    expect((await details(api)).videoDetails!.transformed).toBe(false);
    await advanceClock(api.target, 1);
    expect((await details(api)).videoDetails!.transformed).toBe(true);
  });

  mockOnly('a new audio creative is transformed after post-processing too', 'moves the mock clock', async ({ api, owner }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.audio) }, { [key]: await sparseFile('spot.mp3', MB) });
    const details = async (api: Api) => (await api.ok('getCreativeCampaignDetails', { as: owner, params: { creativeId: result.successData[key]! } })).body.data;
    expect((await details(api)).videoDetails!.transformed).toBe(false);
    await advanceClock(api.target, POST_PROCESSING_MS);
    expect((await details(api)).videoDetails!.transformed).toBe(true);
  });

  it('takes a banner set of 20 files in one request; a 21st file part is 400 on body and creates nothing', async ({ api, owner }) => {
    const count = async (api: Api) => (await api.ok('listCreatives', { as: owner, body: {} })).body.data.totalRecords;
    const before = await count(api);
    const set = Array.from({ length: 20 }, () => randomUUID());
    const request = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, fileCreative(Type.image)]));
    const parts = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, { buffer: onePixelPng, filename: 'a.png' }]));
    const result = await uploadOk(api, owner, request(set), parts(set));
    expect(Object.keys(result.successData).sort()).toEqual([...set].sort());
    expect(await count(api)).toBe(before + 20);
    const tooMany = [...Array.from({ length: 21 }, () => randomUUID())];
    const response = expectContract(await upload(api, owner, request(tooMany), parts(tooMany)), 'uploadCreatives', 400);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bodyTooLarge });
    expectErrorField(errorsOf(response)[0], 'body', 'uploadCreatives', 400);
    expect(await count(api)).toBe(before + 20);
  });

  it('matches creativeFiles parts to FILE creatives by the file name in creativeSource', async ({ owner, api }) => {
    const gif300x250 = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x2c, 0x01, 0xfa, 0x00]), Buffer.alloc(20)]);
    const [pixel, banner, spot, unnamed, absent] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const result = await uploadOk(
      api,
      owner,
      {
        [pixel]: { ...fileCreative(Type.image, 'Pixel'), creativeSource: 'pixel.png' },
        [banner]: { ...fileCreative(Type.image, 'Banner'), creativeSource: 'banner.gif' },
        [spot]: { ...fileCreative(Type.video, 'Spot'), creativeSource: 'spot.mp4' },
        [unnamed]: fileCreative(Type.image, 'Names no file'),
        [absent]: { ...fileCreative(Type.image, 'Names a file not sent'), creativeSource: 'absent.png' },
      },
      [
        ['creativeFiles', { buffer: gif300x250, filename: 'banner.gif' }],
        ['creativeFiles', { buffer: onePixelPng, filename: 'pixel.png' }],
        ['creativeFiles', await sparseFile('spot.mp4', MB)],
      ],
    );
    expect(result.failedData).toEqual({ [unnamed]: messages.creativeFileMissing, [absent]: messages.creativeFileMissing });
    expect(await creative(api, owner, result.successData[pixel]!)).toMatchObject({
      creativeName: 'Pixel',
      imageDetails: { creativeWidth: orNull(1), creativeHeight: orNull(1) },
    });
    expect(await creative(api, owner, result.successData[banner]!)).toMatchObject({
      creativeName: 'Banner',
      imageDetails: { creativeWidth: orNull(300), creativeHeight: orNull(250) },
    });
    expect((await creative(api, owner, result.successData[spot]!)).creativeSource).toMatch(/spot\.mp4$/);
  });

  mockOnly(
    'a file part of another name is no creativeFiles part, whatever its file name',
    'spec/DECISIONS.md CR1: the parts a FILE creative takes its file from',
    async ({ owner, api }) => {
      const key = randomUUID();
      const request = { [key]: { ...fileCreative(Type.image, 'Names a stray part'), creativeSource: 'stray.png' } };
      const result = await uploadOk(api, owner, request, [['attachments', { buffer: onePixelPng, filename: 'stray.png' }]]);
      expect(result).toEqual({ successData: {}, failedData: { [key]: messages.creativeFileMissing } });
    },
  );

  it('applies the file limits to creativeFiles parts too, creative by creative', async ({ owner, api }) => {
    const [fits, over] = [randomUUID(), randomUUID()];
    const result = await uploadOk(
      api,
      owner,
      { [fits]: { ...fileCreative(Type.image), creativeSource: 'fits.gif' }, [over]: { ...fileCreative(Type.image), creativeSource: 'over.gif' } },
      [
        ['creativeFiles', await sparseFile('fits.gif', 750 * KB)],
        ['creativeFiles', await sparseFile('over.gif', 750 * KB + 1)],
      ],
    );
    expect(Object.keys(result.successData)).toEqual([fits]);
    expect(result.failedData).toEqual({ [over]: messages.creativeGifTooLarge });
  });

  it('fails a creative whose file name two creativeFiles parts share, and only that creative; two creatives may share one file', async ({ owner, api }) => {
    const [twice, once, sharing] = [randomUUID(), randomUUID(), randomUUID()];
    const result = await uploadOk(
      api,
      owner,
      {
        [twice]: { ...fileCreative(Type.image), creativeSource: 'same.png' },
        [once]: { ...fileCreative(Type.image), creativeSource: 'other.png' },
        [sharing]: { ...fileCreative(Type.native), creativeSource: 'other.png' },
      },
      [
        ['creativeFiles', { buffer: onePixelPng, filename: 'same.png' }],
        ['creativeFiles', { buffer: onePixelPng, filename: 'same.png' }],
        ['creativeFiles', { buffer: onePixelPng, filename: 'other.png' }],
      ],
    );
    expect(result.failedData).toEqual({ [twice]: messages.creativeFileAmbiguous });
    expect(Object.keys(result.successData)).toEqual([once, sharing]);
  });

  it('the part named by the key wins over a creativeFiles part; two parts under one key are 400 naming the key', async ({ owner, api }) => {
    const key = randomUUID();
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x40, 0x01, 0x32, 0x00])]);
    const request = { [key]: { ...fileCreative(Type.image), creativeSource: 'card.gif' } };
    const result = await uploadOk(api, owner, request, [
      [key, { buffer: onePixelPng, filename: 'keyed.png' }],
      ['creativeFiles', { buffer: gif, filename: 'card.gif' }],
    ]);
    expect((await creative(api, owner, result.successData[key]!)).imageDetails).toMatchObject({ creativeWidth: orNull(1), creativeHeight: orNull(1) });
    const twice = expectContract(
      await upload(api, owner, request, [
        [key, { buffer: onePixelPng, filename: 'a.png' }],
        [key, { buffer: onePixelPng, filename: 'b.png' }],
      ]),
      'uploadCreatives',
      400,
    );
    expectErrorField(errorsOf(twice)[0], key, 'uploadCreatives', 400);
  });

  it('takes creativeRequest in the query, as the seed has it, with the files as creativeFiles parts', async ({ owner, api }) => {
    const [image, html] = [randomUUID(), randomUUID()];
    const request = {
      [image]: { ...fileCreative(Type.image, 'From the query'), creativeSource: 'query.png' },
      [html]: { creativeName: 'Query HTML', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<div>q</div>' },
    };
    const result = await uploadOk(api, owner, request, [['creativeFiles', { buffer: onePixelPng, filename: 'query.png' }]], 'query');
    expect(result.failedData).toEqual({});
    expect(await creative(api, owner, result.successData[image]!)).toMatchObject({ creativeName: 'From the query', creativeSourceType: 'file' });
    expect(await creative(api, owner, result.successData[html]!)).toMatchObject({ creativeName: 'Query HTML', creativeSourceType: 'HTML' });
  });

  it('takes a query creativeRequest with no body at all when no creative needs a file', async ({ api, owner }) => {
    const key = randomUUID();
    const creativeRequest = JSON.stringify({
      [key]: { creativeName: 'No files', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<p>x</p>' },
    });
    const response = await api.expect('uploadCreatives', { as: owner, query: { creativeRequest } }, 200);
    expect(Object.keys(response.body.data.successData)).toEqual([key]);
  });

  it('refuses creativeRequest sent both in the query and the form with 400 naming it, creating nothing', async ({ api, owner }) => {
    const key = randomUUID();
    const creativeName = uniqueName('Twice');
    const creativeRequest = JSON.stringify({
      [key]: { creativeName, platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<p>x</p>' },
    });
    expectErrors(
      await api.refusals('uploadCreatives', { as: owner, query: { creativeRequest }, fields: { creativeRequest } }, 400),
      [{ error: messages.creativeRequestTwice, field: 'creativeRequest' }],
      'uploadCreatives',
      400,
    );
    expect((await api.ok('listCreatives', { as: owner, body: { searchField: creativeName } })).body.data.filteredRecords).toBe(0);
  });

  it('refuses a request with no creativeRequest anywhere (no body) with 400 naming it', async ({ api, owner }) => {
    expectErrors(
      await api.refusals('uploadCreatives', { as: owner }, 400),
      [{ error: messages.creativeRequestInvalid, field: 'creativeRequest' }],
      'uploadCreatives',
      400,
    );
  });

  it('refuses malformed creativeRequest JSON with 400 naming creativeRequest', async ({ owner, api }) => {
    const response = expectContract(await upload(api, owner, '{"a":'), 'uploadCreatives', 400);
    expectErrors(errorsOf(response), [{ error: messages.creativeRequestInvalid, field: 'creativeRequest' }], 'uploadCreatives', 400);
  });

  it('refuses a creativeRequest that is an array, an empty object, null or another value with 400', async ({ owner, api }) => {
    for (const body of ['[]', '{}', '"text"', 'null', '12']) {
      const response = expectContract(await upload(api, owner, body), 'uploadCreatives', 400);
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.creativeRequestInvalid });
      expectErrorField(errorsOf(response)[0], 'creativeRequest', 'uploadCreatives', 400);
    }
  });

  it('refuses a request without creativeRequest with 400 naming it', async ({ api, owner }) => {
    const response = await api.expect(
      'uploadCreatives',
      { as: owner, files: { [randomUUID()]: { buffer: onePixelPng, filename: 'a.png', contentType: 'image/png' } } },
      400,
    );
    expectErrorField(errorsOf(response)[0], 'creativeRequest', 'uploadCreatives', 400);
  });

  it('a creative uploaded while acting in a customer belongs to that customer', async ({ owner, ids, api }) => {
    const customer = await ids.organization('customer');
    const key = randomUUID();
    const result = await uploadOk(
      api,
      { ...owner, owId: customer },
      { [key]: { creativeName: 'For the customer', platformCreativeTypeId: Type.html, creativeSourceType: 'HTML', creativeSource: '<p>c</p>' } },
    );
    expect((await creative(api, owner, result.successData[key]!)).organizationDetails).toMatchObject({ owId: customer });
  });

  it("a new creative belongs to the uploader's workspace only", async ({ api, owner, other }) => {
    const key = randomUUID();
    const result = await uploadOk(api, owner, { [key]: fileCreative(Type.image) }, { [key]: { buffer: onePixelPng, filename: 'a.png' } });
    await api.refuses('getCreative', { as: other, params: { creativeId: result.successData[key]! } }, 404, {
      error: messages.creativeNotFound,
      field: 'creativeId',
    });
  });
});
