import { messages } from '../support/texts.ts';
import { mockNow, storedRecords } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { describe, expect, isPlainMock, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api, type Documented } from '../support/api.ts';
import type { PixelConversionRequest } from '../../spec/generated/types.ts';

useTarget();

type Pixel = Documented<PixelConversionRequest>;

/** A pixel conversion request; a count outside 0 and 1 (refused) makes a body the contract's types refuse. */
function pixel<Count extends number = 0 | 1>(overrides: Partial<Pixel> = {}, setting: { view?: number; click?: number; count?: Count } = {}) {
  const count: Count | 1 = setting.count ?? 1;
  return {
    name: uniqueName('Acme Checkout'),
    attributionId: '1',
    conversionSetting: {
      conversionDuration: { view: setting.view ?? 7, click: setting.click ?? 30 },
      repeatConversion: { count, frequency: 1, unit: 'Day' },
      crossModelling: true,
    },
    ...overrides,
  };
}

async function add(api: Api, as: Session, body: Pixel) {
  return api.call('addPixelConversion', { as, body });
}

/** Sends a body the contract's types refuse (a field missing, a value of the wrong type or outside its enum) as it is. */
async function addMalformed(api: Api, as: Session, body: unknown) {
  return api.callMalformed('addPixelConversion', { as, body });
}

describe('addPixelConversion', () => {
  it('creates a Pending pixel conversion with a uuid, its script tag and zero counts', async ({ api, owner }) => {
    const { uowId } = api.personas.workspaceOwner!;
    const body = pixel({ customFields: ['orderId', 'sku'], financialMetrics: 'revenue', piggybackData: { url: 'https://partner.example/px', type: 2 } });
    const response = await api.ok('addPixelConversion', { as: owner, body });
    const data = response.body.data;
    expect(data).toMatchObject({
      name: body.name,
      status: 'Pending',
      type: 'Pixel',
      owId: owner.owId,
      createdByUowId: uowId,
      modifiedByUowId: uowId,
      totalConversions: 0,
      attributedConversions: 0,
      attributedViewThroughConversions: 0,
      attributedClickThroughConversions: 0,
      campaignIds: [],
    });
    // The piggyback URL sent, unless the answer leaves it null (the field is nullable).
    expect(['https://partner.example/px', null]).toContain(data.partnerUrl);
    expect(['revenue', null]).toContain(data.pixelFinancialMetric);
    expect(data.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(data.pixelConversionScript).toMatch(/^<script\b.*<\/script>$/);
    expect(data.pixelConversionScript).toContain(data.uuid);
    const second = (await api.ok('addPixelConversion', { as: owner, body: pixel() })).body.data;
    expect(second.uuid).not.toBe(data.uuid);
    expect(second.id).not.toBe(data.id);
  });

  mockOnly('stamps the conversion with the current time', 'reads the mock clock', async ({ api, owner }) => {
    const data = (await api.ok('addPixelConversion', { as: owner, body: pixel() })).body.data;
    expect(data.created).toBe(await mockNow(api.target));
  });

  mockOnly('keeps what it was sent: custom fields, piggyback data and settings, the unit trimmed', 'reads the stored record', async ({ api, owner }) => {
    const body = pixel({ customFields: ['orderId', 'sku'], piggybackData: { url: 'https://partner.example/px', type: 2 } });
    body.conversionSetting.repeatConversion.unit = ' Day ';
    const created = (await api.ok('addPixelConversion', { as: owner, body })).body.data;
    const stored = (await storedRecords(api.target, 'conversions')).find((c) => c.conversionId === created.id);
    expect(stored).toMatchObject({
      customFields: ['orderId', 'sku'],
      piggybackData: { url: 'https://partner.example/px', type: 2 },
      conversionSetting: { conversionDuration: { view: 7, click: 30 }, repeatConversion: { count: 1, frequency: 1, unit: 'Day' }, crossModelling: true },
    });
    // DECISIONS CR11: partnerUrl echoes the piggyback URL.
    if (isPlainMock(api.target)) expect(created.partnerUrl).toBe('https://partner.example/px');
  });

  mockOnly('keeps a single custom field as a list, and fills what was not sent', 'reads the stored record', async ({ api, owner }) => {
    const body = pixel({ customFields: 'orderId' });
    delete (body.conversionSetting as Partial<typeof body.conversionSetting>).crossModelling;
    delete (body.conversionSetting.repeatConversion as Partial<typeof body.conversionSetting.repeatConversion>).frequency;
    const single = (await api.ok('addPixelConversion', { as: owner, body })).body.data;
    const bare = (await api.ok('addPixelConversion', { as: owner, body: pixel() })).body.data;
    const stored = await storedRecords(api.target, 'conversions');
    expect(stored.find((c) => c.conversionId === single.id)).toMatchObject({
      customFields: ['orderId'],
      conversionSetting: { repeatConversion: { frequency: null }, crossModelling: false },
    });
    expect(stored.find((c) => c.conversionId === bare.id)).toMatchObject({ customFields: [], piggybackData: null });
  });

  it('a conversion created while acting in a customer belongs to that customer, created by the caller', async ({ api, owner, ids }) => {
    const { uowId } = api.personas.workspaceOwner!;
    const customer = await ids.organization('customer');
    const data = (await api.ok('addPixelConversion', { as: owner, owId: customer, body: pixel() })).body.data;
    expect(data).toMatchObject({ owId: customer, createdByUowId: uowId, modifiedByUowId: uowId });
  });

  it('accepts customFields as a single string too', async ({ api, owner }) => {
    await api.ok('addPixelConversion', { as: owner, body: pixel({ customFields: 'orderId' }) });
  });

  it('accepts the edges of every interval: view 1 and 30, click 7 and 60, count 0 and 1', async ({ api, owner }) => {
    const edges: Array<{ view?: number; click?: number; count?: 0 | 1 }> = [{ view: 1 }, { view: 30 }, { click: 7 }, { click: 60 }, { count: 0 }, { count: 1 }];
    for (const setting of edges) {
      await api.ok('addPixelConversion', { as: owner, body: pixel({}, setting) });
    }
  });

  const outOfRange: Array<[string, { view?: number; click?: number; count?: 0 | 1 }, string]> = [
    ['view 0', { view: 0 }, 'conversionSetting.conversionDuration.view'],
    ['view 31', { view: 31 }, 'conversionSetting.conversionDuration.view'],
    ['click 6', { click: 6 }, 'conversionSetting.conversionDuration.click'],
    ['click 61', { click: 61 }, 'conversionSetting.conversionDuration.click'],
  ];
  for (const [name, setting, field] of outOfRange) {
    it(`refuses ${name} with 422 naming ${field}`, async ({ owner, api }) => {
      const response = expectContract(await add(api, owner, pixel({}, setting)), 'addPixelConversion', 422);
      expectErrorField(errorsOf(response)[0], field, 'addPixelConversion', 422);
    });
  }
  // A count outside the documented 0 and 1.
  const outsideEnum: Array<[string, { count: number }, string]> = [['count 2', { count: 2 }, 'conversionSetting.repeatConversion.count']];
  for (const [name, setting, field] of outsideEnum) {
    it(`refuses ${name} with 422 naming ${field}`, async ({ owner, api }) => {
      const response = expectContract(await addMalformed(api, owner, pixel({}, setting)), 'addPixelConversion', 422);
      expectErrorField(errorsOf(response)[0], field, 'addPixelConversion', 422);
    });
  }

  const missing: Array<[string, (body: ReturnType<typeof pixel>) => void, string]> = [
    ['name', (b) => delete (b as Partial<typeof b>).name, 'name'],
    ['attributionId', (b) => delete (b as Partial<typeof b>).attributionId, 'attributionId'],
    ['conversionSetting', (b) => delete (b as Partial<typeof b>).conversionSetting, 'conversionSetting'],
    [
      'conversionDuration',
      (b) => delete (b.conversionSetting as Partial<typeof b.conversionSetting>).conversionDuration,
      'conversionSetting.conversionDuration',
    ],
    ['repeatConversion', (b) => delete (b.conversionSetting as Partial<typeof b.conversionSetting>).repeatConversion, 'conversionSetting.repeatConversion'],
    [
      'repeatConversion.count',
      (b) => delete (b.conversionSetting.repeatConversion as Partial<typeof b.conversionSetting.repeatConversion>).count,
      'conversionSetting.repeatConversion.count',
    ],
    [
      'repeatConversion.unit',
      (b) => delete (b.conversionSetting.repeatConversion as Partial<typeof b.conversionSetting.repeatConversion>).unit,
      'conversionSetting.repeatConversion.unit',
    ],
  ];
  for (const [name, remove, field] of missing) {
    it(`refuses a request without ${name} with 400 naming it`, async ({ owner, api }) => {
      const body = pixel();
      remove(body);
      const response = expectContract(await addMalformed(api, owner, body), 'addPixelConversion', 400);
      expectErrorField(errorsOf(response)[0], field, 'addPixelConversion', 400);
    });
  }

  it('refuses a blank name or attributionId with 422', async ({ owner, api }) => {
    const name = expectContract(await add(api, owner, pixel({ name: '   ' })), 'addPixelConversion', 422);
    expectErrors(errorsOf(name), [{ error: messages.blankText, field: 'name' }], 'addPixelConversion', 422);
    const attribution = expectContract(await add(api, owner, pixel({ attributionId: ' ' })), 'addPixelConversion', 422);
    expectErrors(errorsOf(attribution), [{ error: messages.blankText, field: 'attributionId' }], 'addPixelConversion', 422);
  });

  it('refuses a repeat frequency below 1 and an empty or blank unit with 422 naming the field', async ({ owner, api }) => {
    const withRepeat = (repeatConversion: Partial<Pixel['conversionSetting']['repeatConversion']>): Pixel => {
      const body = pixel();
      return {
        ...body,
        conversionSetting: { ...body.conversionSetting, repeatConversion: { ...body.conversionSetting.repeatConversion, ...repeatConversion } },
      };
    };
    const frequency = expectContract(await add(api, owner, withRepeat({ frequency: 0 })), 'addPixelConversion', 422);
    expectErrorField(errorsOf(frequency)[0], 'conversionSetting.repeatConversion.frequency', 'addPixelConversion', 422);
    const emptyUnit = expectContract(await add(api, owner, withRepeat({ unit: '' })), 'addPixelConversion', 422);
    expectErrorField(errorsOf(emptyUnit)[0], 'conversionSetting.repeatConversion.unit', 'addPixelConversion', 422);
    const blankUnit = expectContract(await add(api, owner, withRepeat({ unit: '  ' })), 'addPixelConversion', 422);
    expectErrors(errorsOf(blankUnit), [{ error: messages.blankText, field: 'conversionSetting.repeatConversion.unit' }], 'addPixelConversion', 422);
  });

  it('refuses a mistyped crossModelling, piggyback type or customFields entry with 400 naming it', async ({ owner, api }) => {
    const body = pixel();
    const cross = expectContract(
      await addMalformed(api, owner, { ...body, conversionSetting: { ...body.conversionSetting, crossModelling: 'yes' } }),
      'addPixelConversion',
      400,
    );
    expectErrorField(errorsOf(cross)[0], 'conversionSetting.crossModelling', 'addPixelConversion', 400);
    const piggyType = expectContract(
      await addMalformed(api, owner, { ...pixel(), piggybackData: { url: 'https://partner.example/px', type: 'image' } }),
      'addPixelConversion',
      400,
    );
    expectErrorField(errorsOf(piggyType)[0], 'piggybackData.type', 'addPixelConversion', 400);
    const custom = expectContract(await addMalformed(api, owner, { ...pixel(), customFields: [1, 2] }), 'addPixelConversion', 400);
    expectErrorField(errorsOf(custom)[0], /^customFields/, 'addPixelConversion', 400);
  });

  it('refuses piggybackData without its url (400) or with a url that is not one (422)', async ({ owner, api }) => {
    const noUrl = expectContract(await addMalformed(api, owner, { ...pixel(), piggybackData: { type: 1 } }), 'addPixelConversion', 400);
    expectErrorField(errorsOf(noUrl)[0], 'piggybackData.url', 'addPixelConversion', 400);
    const badUrl = expectContract(await add(api, owner, pixel({ piggybackData: { url: 'not a url', type: 1 } })), 'addPixelConversion', 422);
    expectErrorField(errorsOf(badUrl)[0], 'piggybackData.url', 'addPixelConversion', 422);
  });
});
