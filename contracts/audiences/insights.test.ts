import type { QueryParams } from '../../spec/generated/operations.ts';
import type { AudienceInsight } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { advanceClock, outbox } from '../support/admin.ts';
import { errorsOf, type Session } from '../support/client.ts';
import { isPdf, readXlsxRows } from '../support/files.ts';
import { audienceId, deleteAudiences, detailed, insightsId, INSIGHTS_MS, uploadOk } from './support.ts';
import { describe, expect, isPlainMock, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();
/** Insights status ids (spec: InsightStatus). */
const Generating = 1;
const Ready = 2;
const Failed = 3;
/** An id no world hands out. */
const unknownId = 999_999_999;

async function addInsights(api: Api, as: Session, audienceIds: string): Promise<{ invalidSourceIds: number[]; insightsData: AudienceInsight[] }> {
  const data = (await api.ok('addAudienceInsights', { as, query: { audienceIds } })).body.data;
  // The ids are read as a comma-separated string too.
  const sent: unknown = data.invalidSourceIds;
  const invalid: Array<string | number> = typeof sent === 'string' ? sent.split(',').filter(Boolean) : data.invalidSourceIds;
  return { invalidSourceIds: invalid.map(Number), insightsData: data.insightsData.map(insightItem) };
}

function insightItem(item: AudienceInsight): AudienceInsight {
  return {
    ...item,
    id: Number(item.id),
    typeId: Number(item.typeId),
    statusId: Number(item.statusId),
    sourceId: Number(item.sourceId),
    createdAt: Number(item.createdAt),
  };
}

/** The audience's name and latest insights, as the detailed list shows them. */
async function audienceOf(api: Api, as: Session, id: number): Promise<{ name: string; insight: { statusId: number; id: number } | undefined }> {
  const page = await detailed(api, as, { audienceIds: String(id) });
  const [row] = page.data;
  expect(row, `audience ${id} is listed`).toBeDefined();
  return { name: row!.audienceName, insight: page.insightDetails[id] };
}

const insightOf = async (api: Api, as: Session, id: number) => (await audienceOf(api, as, id)).insight;

const recipients = (n: number) => Array.from({ length: n }, (_, i) => `analyst${i + 1}@acme-media.example`).join(',');

/** Sending the ready insights of the ready matched audience, unless the test says otherwise. */
type SendQuery = QueryParams<'sendAudienceInsightsEmail'>;

async function sendQuery(api: Api, overrides: Partial<SendQuery> = {}): Promise<SendQuery> {
  return {
    id: await insightsId(api, 'ready'),
    attachmentType: 'xlsx',
    recipientEmails: 'analyst@acme-media.example',
    audienceId: await audienceId(api, 'matchedReady'),
    ...overrides,
  };
}

describe('addAudienceInsights', () => {
  withPersonas(['workspaceOwner'], 'starts insights of a Ready matched audience, generating, and answers the same ones after', async ({ owner, api }) => {
    const voter = await audienceId(api, 'voterMatched');
    const before = await audienceOf(api, owner, voter);
    const data = await addInsights(api, owner, String(voter));
    expect(data.invalidSourceIds).toEqual([]);
    expect(data.insightsData).toEqual([
      {
        id: expect.any(Number),
        typeId: 1,
        statusId: expect.any(Number),
        sourceName: before.name,
        name: expect.stringContaining(before.name),
        sourceId: voter,
        createdAt: expect.any(Number),
      },
    ]);
    const [item] = data.insightsData;
    // New insights start generating; insights already there are answered as they are.
    if (before.insight) expect({ statusId: item!.statusId, id: item!.id }).toEqual(before.insight);
    else expect(item!.statusId).toBe(Generating);
    expect(await insightOf(api, owner, voter)).toEqual({ statusId: item!.statusId, id: item!.id });
  });

  withPersonas(['workspaceOwner'], "puts ineligible ids in invalidSourceIds: not matched, not Ready, unknown, another workspace's", async ({ api, owner }) => {
    const processing = await uploadOk(api, owner);
    const ineligible = [
      processing,
      await audienceId(api, 'matchedPending'),
      await audienceId(api, 'retargeted'),
      await audienceId(api, 'lookalike'),
      unknownId,
      await audienceId(api, 'otherWorkspaceMatched'),
    ];
    const voter = await audienceId(api, 'voterMatched');
    const data = await addInsights(api, owner, [voter, ...ineligible].join(','));
    expect(data.invalidSourceIds).toEqual(ineligible);
    expect(data.insightsData.map((i) => i.sourceId)).toEqual([voter]);
    const page = await detailed(api, owner, { audienceIds: ineligible.join(',') });
    expect(page.insightDetails).toEqual({});
  });

  withPersonas(['workspaceOwner'], 'answers existing ready insights as they are', async ({ owner, api }) => {
    const ready = await audienceId(api, 'matchedReady');
    const data = await addInsights(api, owner, String(ready));
    expect(data.insightsData.map((i) => [i.id, i.statusId])).toEqual([[await insightsId(api, 'ready'), Ready]]);
  });

  mockOnly('starts new insights after a failure', 'needs failed insights, which only a reset of the world brings back', async ({ owner, api }) => {
    const unattached = await audienceId(api, 'matchedUnattached');
    const data = await addInsights(api, owner, String(unattached));
    expect(data.insightsData.map((i) => i.statusId)).toEqual([Generating]);
    expect(data.insightsData[0]!.id).not.toBe(await insightsId(api, 'failed'));
    expect(await insightOf(api, owner, unattached)).toEqual({ statusId: Generating, id: data.insightsData[0]!.id });
  });

  withPersonas(['workspaceOwner'], 'refuses an id list that is not comma-separated integers (422)', async ({ api, owner }) => {
    const response = await api.expect('addAudienceInsights', { as: owner, query: { audienceIds: '4001;4012' } }, 422);
    expectErrorField(errorsOf(response)[0], 'audienceIds', 'addAudienceInsights', 422);
  });

  mockOnly('generated insights turn ready after 5 minutes on the clock', 'moves the clock', async ({ api, owner }) => {
    const voter = await audienceId(api, 'voterMatched');
    const id = (await addInsights(api, owner, String(voter))).insightsData[0]!.id;
    await advanceClock(api.target, INSIGHTS_MS - 1000);
    expect(await insightOf(api, owner, voter)).toEqual({ statusId: Generating, id });
    await advanceClock(api.target, 1000);
    expect(await insightOf(api, owner, voter)).toEqual({ statusId: Ready, id });
    expect((await addInsights(api, owner, String(voter))).insightsData[0]).toMatchObject({ id, statusId: Ready });
  });
});

describe('regenerateAudienceInsights', () => {
  mockOnly('sends failed insights back to generating', 'needs failed insights, which only a reset of the world brings back', async ({ api, owner }) => {
    const failed = await insightsId(api, 'failed');
    const response = await api.ok('regenerateAudienceInsights', { as: owner, params: { insightsId: failed } });
    expect(response.body.data).toBe('Insights regeneration started.');
    expect(await insightOf(api, owner, await audienceId(api, 'matchedUnattached'))).toEqual({ statusId: Generating, id: failed });
  });

  mockOnly('regenerated insights turn ready on the clock', 'moves the clock', async ({ api, owner }) => {
    const failed = await insightsId(api, 'failed');
    await api.ok('regenerateAudienceInsights', { as: owner, params: { insightsId: failed } });
    await advanceClock(api.target, INSIGHTS_MS);
    expect(await insightOf(api, owner, await audienceId(api, 'matchedUnattached'))).toEqual({ statusId: Ready, id: failed });
  });

  withPersonas(['workspaceOwner'], 'refuses ready insights (422)', async ({ api, owner }) => {
    expectErrors(
      [await api.refuses('regenerateAudienceInsights', { as: owner, params: { insightsId: await insightsId(api, 'ready') } }, 422)],
      [{ error: messages.insightsNotFailed, field: 'insightsId' }],
      'regenerateAudienceInsights',
      422,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses insights that are generating or ready (422)', async ({ api, owner }) => {
    const [current] = (await addInsights(api, owner, String(await audienceId(api, 'voterMatched')))).insightsData;
    expect([Generating, Ready]).toContain(current!.statusId);
    expectErrors(
      [await api.refuses('regenerateAudienceInsights', { as: owner, params: { insightsId: current!.id } }, 422)],
      [{ error: messages.insightsNotFailed, field: 'insightsId' }],
      'regenerateAudienceInsights',
      422,
    );
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], "is 404 for unknown insights and another workspace's", async ({ api, owner, other }) => {
    const failed = await insightsId(api, 'failed');
    for (const [as, id] of [
      [owner, unknownId],
      [owner, await insightsId(api, 'otherWorkspaceReady')],
      [other, failed],
    ] as const) {
      expectErrors(
        [await api.refuses('regenerateAudienceInsights', { as, params: { insightsId: id } }, 404)],
        [{ error: messages.insightsNotFound, field: 'insightsId' }],
        'regenerateAudienceInsights',
        404,
      );
    }
    expect(await insightOf(api, owner, await audienceId(api, 'matchedUnattached'))).toEqual({ statusId: Failed, id: failed });
  });
});

describe('sendAudienceInsightsEmail', () => {
  withPersonas(['workspaceOwner'], 'sends ready insights, answering a message', async ({ api, owner }) => {
    const response = await api.ok('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api) });
    expect(response.body.data).toEqual(expect.any(String));
    // The mock's message (spec/DECISIONS.md AU9).
    if (isPlainMock(api.target)) expect(response.body.data).toBe('Insights sent to 1 recipient.');
  });

  mockOnly('sends one e-mail to each of 15 recipients, each with the report attached', 'reads the outbox', async ({ api, owner }) => {
    const response = await api.ok('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api, { recipientEmails: recipients(15) }) });
    expect(response.body.data).toBe('Insights sent to 15 recipients.');
    const sent = await outbox(api.target, { kind: 'insights' });
    expect(sent.map((e) => e.to).sort()).toEqual(recipients(15).split(',').sort());
    const attachments = (sent[0] as unknown as { attachments: Array<{ url: string; fileName: string }> }).attachments;
    expect(attachments).toHaveLength(1);
    const file = await api.download(attachments[0]!.url);
    expect(file.status).toBe(200);
    const { name } = await audienceOf(api, owner, await audienceId(api, 'matchedReady'));
    expect(readXlsxRows(file.body).flat()).toContain(name);
  });

  mockOnly('attaches a PDF when attachmentType is pdf', 'reads the outbox', async ({ api, owner }) => {
    await api.ok('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api, { attachmentType: 'pdf' }) });
    const [email] = await outbox(api.target, { kind: 'insights' });
    const file = await api.download((email as unknown as { attachments: Array<{ url: string }> }).attachments[0]!.url);
    expect(isPdf(file.body)).toBe(true);
  });

  mockOnly(
    'counts each recipient once, whatever the case and spaces: 16 addresses with one repeat send 15 e-mails',
    'reads the outbox',
    async ({ api, owner }) => {
      const list = `${recipients(15).replace(/,/g, ', ')}, ANALYST3@Acme-Media.example`;
      await api.ok('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api, { recipientEmails: list }) });
      const sent = await outbox(api.target, { kind: 'insights' });
      expect(sent.map((e) => e.to).sort()).toEqual(recipients(15).split(',').sort());
    },
  );

  mockOnly("names the audience in each e-mail's subject and body, and links the report", 'reads the outbox', async ({ api, owner }) => {
    await api.ok('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api) });
    const [email] = await outbox(api.target, { kind: 'insights' });
    const { name } = await audienceOf(api, owner, await audienceId(api, 'matchedReady'));
    expect(email?.subject).toContain(name);
    expect(email?.body).toContain(name);
    const attachments = (email as unknown as { attachments: Array<{ url: string }> }).attachments;
    expect(email?.link).toBe(attachments[0]?.url);
  });

  withPersonas(['workspaceOwner'], 'refuses 16 recipients (422 naming recipientEmails)', async ({ api, owner }) => {
    expectErrors(
      [await api.refuses('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api, { recipientEmails: recipients(16) }) }, 422)],
      [{ error: messages.tooManyRecipients, field: 'recipientEmails' }],
      'sendAudienceInsightsEmail',
      422,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses an address that is not an e-mail (422)', async ({ api, owner }) => {
    for (const recipientEmails of ['not-an-email', 'a@acme-media.example,,b@acme-media.example', '']) {
      const response = await api.expect('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api, { recipientEmails }) }, 422);
      expectErrors(errorsOf(response).slice(0, 1), [{ error: messages.recipientInvalid, field: 'recipientEmails' }], 'sendAudienceInsightsEmail', 422);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses insights that are not ready (422)', async ({ api, owner }) => {
    const query = await sendQuery(api, { id: await insightsId(api, 'failed'), audienceId: await audienceId(api, 'matchedUnattached') });
    expectErrors(
      [await api.refuses('sendAudienceInsightsEmail', { as: owner, query }, 422)],
      [{ error: messages.insightsNotReady, field: 'id' }],
      'sendAudienceInsightsEmail',
      422,
    );
  });

  withPersonas(['workspaceOwner'], "is 404 for insights of another audience, unknown or another workspace's", async ({ api, owner }) => {
    const queries = [
      await sendQuery(api, { audienceId: await audienceId(api, 'voterMatched') }),
      await sendQuery(api, { id: unknownId }),
      await sendQuery(api, { id: await insightsId(api, 'otherWorkspaceReady'), audienceId: await audienceId(api, 'otherWorkspaceMatched') }),
    ];
    for (const query of queries) {
      expectErrors(
        [await api.refuses('sendAudienceInsightsEmail', { as: owner, query }, 404)],
        [{ error: messages.insightsNotFound, field: 'id' }],
        'sendAudienceInsightsEmail',
        404,
      );
    }
  });

  withPersonas(['workspaceOwner'], 'refuses an attachmentType other than xlsx or pdf (422)', async ({ api, owner }) => {
    const query = { ...(await sendQuery(api)), attachmentType: 'csv' };
    const errors = await api.refusals('sendAudienceInsightsEmail', { as: owner, query }, 422);
    expectErrorField(errors[0], 'attachmentType', 'sendAudienceInsightsEmail', 422);
  });
});

describe('downloadAudienceInsights', () => {
  withPersonas(['workspaceOwner'], 'answers a URL that serves the XLSX report', async ({ api, owner }) => {
    const ready = await audienceId(api, 'matchedReady');
    const { insightsReportUrl } = (await api.ok('downloadAudienceInsights', { as: owner, query: { audienceId: ready, fileType: 'xlsx' } })).body.data;
    const file = await api.download(insightsReportUrl);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('spreadsheetml');
    const rows = readXlsxRows(file.body);
    const { name } = await audienceOf(api, owner, ready);
    expect(rows.flat()).toEqual(expect.arrayContaining([name, String(await insightsId(api, 'ready'))]));
  });

  withPersonas(['workspaceOwner'], 'answers a URL that serves the PDF report, with the custom logo', async ({ api, owner }) => {
    const logo = 'https://assets.acme-media.example/logo.png';
    const query: QueryParams<'downloadAudienceInsights'> = { audienceId: await audienceId(api, 'matchedReady'), fileType: 'pdf' };
    const { insightsReportUrl } = (await api.ok('downloadAudienceInsights', { as: owner, query, body: { customLogoFile: logo } })).body.data;
    const file = await api.download(insightsReportUrl);
    expect(isPdf(file.body)).toBe(true);
    expect(file.body.toString('latin1')).toContain(logo);
  });

  withPersonas(['workspaceOwner'], 'refuses an audience without ready insights (422)', async ({ api, owner }) => {
    for (const id of [await audienceId(api, 'matchedUnattached'), await audienceId(api, 'matchedPending')]) {
      expectErrors(
        [await api.refuses('downloadAudienceInsights', { as: owner, query: { audienceId: id, fileType: 'xlsx' } }, 422)],
        [{ error: messages.insightsNotReady, field: 'audienceId' }],
        'downloadAudienceInsights',
        422,
      );
    }
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], "is 404 for an unknown audience and another workspace's", async ({ api, owner, other }) => {
    const theirs = await audienceId(api, 'otherWorkspaceMatched');
    for (const [as, id] of [
      [owner, unknownId],
      [owner, theirs],
      [other, await audienceId(api, 'matchedReady')],
    ] as const) {
      expectErrors(
        [await api.refuses('downloadAudienceInsights', { as, query: { audienceId: id, fileType: 'pdf' } }, 404)],
        [{ error: messages.audienceNotFound, field: 'audienceId' }],
        'downloadAudienceInsights',
        404,
      );
    }
    await api.ok('downloadAudienceInsights', { as: other, query: { audienceId: theirs, fileType: 'pdf' } });
  });
});

describe('the insights report', () => {
  /** The report's rows, by their label. */
  async function report(api: Api, url: string): Promise<Map<string, string>> {
    const file = await api.download(url);
    expect(file.status).toBe(200);
    return new Map(readXlsxRows(file.body).map(([label, value]) => [label ?? '', value ?? '']));
  }

  mockOnly("lists the audience's figures and the split AU9 derives from its id", "checks the mock's own report", async ({ api, owner }) => {
    const ready = await audienceId(api, 'matchedReady');
    const { insightsReportUrl } = (await api.ok('downloadAudienceInsights', { as: owner, query: { audienceId: ready, fileType: 'xlsx' } })).body.data;
    const rows = await report(api, insightsReportUrl);
    const [row] = (await detailed(api, owner, { audienceIds: String(ready) })).data;
    expect(row, 'the ready audience is listed').toBeDefined();
    expect(Object.fromEntries(rows)).toMatchObject({
      Audience: row!.audienceName,
      'Audience id': String(ready),
      'Insights id': String(await insightsId(api, 'ready')),
      'Unique users': String(row!.uniques),
      'Match rate (%)': String(row!.matchRate),
      'Records in file': String(row!.fileTotalCount),
      'Female (%)': String(40 + (ready % 21)),
      'Male (%)': String(100 - 40 - (ready % 21)),
      'Age 18-34 (%)': String(20 + (ready % 17)),
      'Age 35-54 (%)': String(30 + (ready % 13)),
    });
    expect(rows.has('Logo'), 'no logo row without a logo').toBe(false);
    expect(rows.get('Metric'), 'the header row').toBe('Value');
    const logo = 'https://assets.acme-media.example/logo.png';
    const withLogo = (await api.ok('downloadAudienceInsights', { as: owner, query: { audienceId: ready, fileType: 'xlsx' }, body: { customLogoFile: logo } }))
      .body.data;
    expect((await report(api, withLogo.insightsReportUrl)).get('Logo')).toBe(logo);
  });

  mockOnly("renders the audience's latest ready insights when older ones turned ready again", 'moves the clock', async ({ api, owner }) => {
    const unattached = await audienceId(api, 'matchedUnattached');
    const failed = await insightsId(api, 'failed');
    const latest = (await addInsights(api, owner, String(unattached))).insightsData[0]!.id;
    await api.ok('regenerateAudienceInsights', { as: owner, params: { insightsId: failed } });
    await advanceClock(api.target, INSIGHTS_MS);
    expect(await insightOf(api, owner, unattached)).toEqual({ statusId: Ready, id: latest });
    const { insightsReportUrl } = (await api.ok('downloadAudienceInsights', { as: owner, query: { audienceId: unattached, fileType: 'xlsx' } })).body.data;
    expect((await report(api, insightsReportUrl)).get('Insights id')).toBe(String(latest));
  });
});

describe('insights of a deleted audience', () => {
  withPersonas(['workspaceOwner'], 'are no longer served: the download and the e-mail answer 404', async ({ api, owner }) => {
    const deleted = await uploadOk(api, owner);
    expect((await deleteAudiences(api, owner, String(deleted))).audienceSuccessfulIds).toEqual([deleted]);
    expectErrors(
      [await api.refuses('downloadAudienceInsights', { as: owner, query: { audienceId: deleted, fileType: 'xlsx' } }, 404)],
      [{ error: messages.audienceNotFound, field: 'audienceId' }],
      'downloadAudienceInsights',
      404,
    );
    expectErrors(
      [await api.refuses('sendAudienceInsightsEmail', { as: owner, query: await sendQuery(api, { audienceId: deleted }) }, 404)],
      [{ error: messages.insightsNotFound, field: 'id' }],
      'sendAudienceInsightsEmail',
      404,
    );
  });
});
