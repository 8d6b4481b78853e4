import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock, outbox } from '../support/admin.ts';
import { call, callOk, download, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { isPdf, readXlsxRows } from '../support/files.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { audienceId, deleteAudiences, detailed, insightsId, INSIGHTS_MS, uploadOk } from './support.ts';

const suite = useTarget();
/** Insights status ids (spec: InsightStatus). */
const Generating = 1;
const Ready = 2;
const Failed = 3;
/** An id no world hands out. */
const unknownId = 999_999_999;

interface InsightItem {
  id: number;
  typeId: number;
  statusId: number;
  sourceName: string;
  name: string;
  sourceId: number;
  createdAt: number;
}

async function addInsights(as: Session, audienceIds: string): Promise<{ invalidSourceIds: number[]; insightsData: InsightItem[] }> {
  const data = (await callOk(suite.current, 'addAudienceInsights', { as, query: { audienceIds } })).body.data;
  const invalid = typeof data.invalidSourceIds === 'string' ? data.invalidSourceIds.split(',').filter(Boolean) : data.invalidSourceIds;
  return { invalidSourceIds: invalid.map(Number), insightsData: data.insightsData.map(insightItem) };
}

function insightItem(item: InsightItem): InsightItem {
  return { ...item, id: Number(item.id), typeId: Number(item.typeId), statusId: Number(item.statusId), sourceId: Number(item.sourceId), createdAt: Number(item.createdAt) };
}

/** The audience's name and latest insights, as the detailed list shows them. */
async function audienceOf(as: Session, id: number): Promise<{ name: string; insight: { statusId: number; id: number } | undefined }> {
  const page = await detailed(suite.current, as, { audienceIds: String(id) });
  return { name: page.data[0]?.audienceName, insight: page.insightDetails[id] };
}

const insightOf = async (as: Session, id: number) => (await audienceOf(as, id)).insight;

const recipients = (n: number) => Array.from({ length: n }, (_, i) => `analyst${i + 1}@acme-media.example`).join(',');

/** Sending the ready insights of the ready matched audience, unless the test says otherwise. */
async function sendQuery(overrides: Record<string, string | number> = {}) {
  return { id: await insightsId(suite, 'ready'), attachmentType: 'xlsx', recipientEmails: 'analyst@acme-media.example', audienceId: await audienceId(suite, 'matchedReady'), ...overrides };
}

describe('addAudienceInsights', () => {
  withPersonas(suite, ['workspaceOwner'], 'starts insights of a Ready matched audience, generating, and answers the same ones after [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const voter = await audienceId(suite, 'voterMatched');
    const before = await audienceOf(owner, voter);
    const data = await addInsights(owner, String(voter));
    expect(data.invalidSourceIds).toEqual([]);
    expect(data.insightsData).toEqual([
      { id: expect.any(Number), typeId: 1, statusId: expect.any(Number), sourceName: before.name, name: expect.stringContaining(before.name), sourceId: voter, createdAt: expect.any(Number) },
    ]);
    const [item] = data.insightsData;
    // New insights start generating; insights already there are answered as they are.
    if (before.insight) expect({ statusId: item!.statusId, id: item!.id }).toEqual(before.insight);
    else expect(item!.statusId).toBe(Generating);
    expect(await insightOf(owner, voter)).toEqual({ statusId: item!.statusId, id: item!.id });
  });

  withPersonas(suite, ['workspaceOwner'], "puts ineligible ids in invalidSourceIds: not matched, not Ready, unknown, another workspace's", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const processing = await uploadOk(suite.current, owner);
    const ineligible = [processing, await audienceId(suite, 'matchedPending'), await audienceId(suite, 'retargeted'), await audienceId(suite, 'lookalike'), unknownId, await audienceId(suite, 'otherWorkspaceMatched')];
    const voter = await audienceId(suite, 'voterMatched');
    const data = await addInsights(owner, [voter, ...ineligible].join(','));
    expect(data.invalidSourceIds).toEqual(ineligible);
    expect(data.insightsData.map((i) => i.sourceId)).toEqual([voter]);
    const page = await detailed(suite.current, owner, { audienceIds: ineligible.join(',') });
    expect(page.insightDetails).toEqual({});
  });

  withPersonas(suite, ['workspaceOwner'], 'answers existing ready insights as they are', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    const data = await addInsights(owner, String(ready));
    expect(data.insightsData.map((i) => [i.id, i.statusId])).toEqual([[await insightsId(suite, 'ready'), Ready]]);
  });

  mockOnly(suite, 'starts new insights after a failure', 'needs failed insights, which only a reset of the world brings back', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const unattached = await audienceId(suite, 'matchedUnattached');
    const data = await addInsights(owner, String(unattached));
    expect(data.insightsData.map((i) => i.statusId)).toEqual([Generating]);
    expect(data.insightsData[0]!.id).not.toBe(await insightsId(suite, 'failed'));
    expect(await insightOf(owner, unattached)).toEqual({ statusId: Generating, id: data.insightsData[0]!.id });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an id list that is not comma-separated integers (422) [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAudienceInsights', { as: owner, query: { audienceIds: '4001;4012' } }), 'addAudienceInsights', 422);
    expect(errorsOf(response)[0]?.field).toBe('audienceIds');
  });

  mockOnly(suite, 'generated insights turn ready after 5 minutes on the clock', 'moves the clock', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const voter = await audienceId(suite, 'voterMatched');
    const id = (await addInsights(owner, String(voter))).insightsData[0]!.id;
    await advanceClock(suite.current, INSIGHTS_MS - 1000);
    expect(await insightOf(owner, voter)).toEqual({ statusId: Generating, id });
    await advanceClock(suite.current, 1000);
    expect(await insightOf(owner, voter)).toEqual({ statusId: Ready, id });
    expect((await addInsights(owner, String(voter))).insightsData[0]).toMatchObject({ id, statusId: Ready });
  });
});

describe('regenerateAudienceInsights', () => {
  mockOnly(suite, 'sends failed insights back to generating [smoke]', 'needs failed insights, which only a reset of the world brings back', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const failed = await insightsId(suite, 'failed');
    const response = await callOk(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: failed } });
    expect(response.body.data).toEqual(expect.any(String));
    expect(await insightOf(owner, await audienceId(suite, 'matchedUnattached'))).toEqual({ statusId: Generating, id: failed });
  });

  mockOnly(suite, 'regenerated insights turn ready on the clock', 'moves the clock', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const failed = await insightsId(suite, 'failed');
    await callOk(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: failed } });
    await advanceClock(suite.current, INSIGHTS_MS);
    expect(await insightOf(owner, await audienceId(suite, 'matchedUnattached'))).toEqual({ statusId: Ready, id: failed });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses ready insights (422) [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: await insightsId(suite, 'ready') } }), 'regenerateAudienceInsights', 422);
    expect(errorsOf(ready)[0]).toEqual({ error: messages.insightsNotFailed, field: 'insightsId' });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses insights that are generating or ready (422)', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [current] = (await addInsights(owner, String(await audienceId(suite, 'voterMatched')))).insightsData;
    expect([Generating, Ready]).toContain(current!.statusId);
    const response = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: current!.id } }), 'regenerateAudienceInsights', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotFailed, field: 'insightsId' });
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], "is 404 for unknown insights and another workspace's", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const failed = await insightsId(suite, 'failed');
    for (const [as, id] of [[owner, unknownId], [owner, await insightsId(suite, 'otherWorkspaceReady')], [other, failed]] as const) {
      const response = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as, params: { insightsId: id } }), 'regenerateAudienceInsights', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotFound, field: 'insightsId' });
    }
    expect(await insightOf(owner, await audienceId(suite, 'matchedUnattached'))).toEqual({ statusId: Failed, id: failed });
  });
});

describe('sendAudienceInsightsEmail', () => {
  withPersonas(suite, ['workspaceOwner'], 'sends ready insights, answering a message [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: await sendQuery() });
    expect(response.body.data).toEqual(expect.any(String));
  });

  mockOnly(suite, 'sends one e-mail to each of 15 recipients, each with the report attached', 'reads the outbox', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: await sendQuery({ recipientEmails: recipients(15) }) });
    expect(response.body.data).toEqual(expect.any(String));
    const sent = await outbox(suite.current, { kind: 'insights' });
    expect(sent.map((e) => e.to).sort()).toEqual(recipients(15).split(',').sort());
    const attachments = (sent[0] as unknown as { attachments: Array<{ url: string; fileName: string }> }).attachments;
    expect(attachments).toHaveLength(1);
    const file = await download(suite.current, attachments[0]!.url);
    expect(file.status).toBe(200);
    const { name } = await audienceOf(owner, await audienceId(suite, 'matchedReady'));
    expect(readXlsxRows(file.body).flat()).toContain(name);
  });

  mockOnly(suite, 'attaches a PDF when attachmentType is pdf', 'reads the outbox', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: await sendQuery({ attachmentType: 'pdf' }) });
    const [email] = await outbox(suite.current, { kind: 'insights' });
    const file = await download(suite.current, (email as unknown as { attachments: Array<{ url: string }> }).attachments[0]!.url);
    expect(isPdf(file.body)).toBe(true);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses 16 recipients (422 naming recipientEmails) [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: await sendQuery({ recipientEmails: recipients(16) }) }), 'sendAudienceInsightsEmail', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tooManyRecipients, field: 'recipientEmails' });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an address that is not an e-mail (422)', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    for (const recipientEmails of ['not-an-email', 'a@acme-media.example,,b@acme-media.example', '']) {
      const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: await sendQuery({ recipientEmails }) }), 'sendAudienceInsightsEmail', 422);
      expect(errorsOf(response)[0], recipientEmails).toEqual({ error: messages.recipientInvalid, field: 'recipientEmails' });
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses insights that are not ready (422)', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const query = await sendQuery({ id: await insightsId(suite, 'failed'), audienceId: await audienceId(suite, 'matchedUnattached') });
    const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query }), 'sendAudienceInsightsEmail', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotReady, field: 'id' });
  });

  withPersonas(suite, ['workspaceOwner'], "is 404 for insights of another audience, unknown or another workspace's", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const queries = [
      await sendQuery({ audienceId: await audienceId(suite, 'voterMatched') }),
      await sendQuery({ id: unknownId }),
      await sendQuery({ id: await insightsId(suite, 'otherWorkspaceReady'), audienceId: await audienceId(suite, 'otherWorkspaceMatched') }),
    ];
    for (const query of queries) {
      const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query }), 'sendAudienceInsightsEmail', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotFound, field: 'id' });
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an attachmentType other than xlsx or pdf (422)', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: await sendQuery({ attachmentType: 'csv' }) }), 'sendAudienceInsightsEmail', 422);
    expect(errorsOf(response)[0]?.field).toBe('attachmentType');
  });
});

describe('downloadAudienceInsights', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers a URL that serves the XLSX report', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    const { insightsReportUrl } = (await callOk(suite.current, 'downloadAudienceInsights', { as: owner, query: { audienceId: ready, fileType: 'xlsx' } })).body.data;
    const file = await download(suite.current, insightsReportUrl);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('spreadsheetml');
    const rows = readXlsxRows(file.body);
    const { name } = await audienceOf(owner, ready);
    expect(rows.flat()).toEqual(expect.arrayContaining([name, String(await insightsId(suite, 'ready'))]));
  });

  withPersonas(suite, ['workspaceOwner'], 'answers a URL that serves the PDF report, with the custom logo [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const logo = 'https://assets.acme-media.example/logo.png';
    const query = { audienceId: await audienceId(suite, 'matchedReady'), fileType: 'pdf' };
    const { insightsReportUrl } = (await callOk(suite.current, 'downloadAudienceInsights', { as: owner, query, body: { customLogoFile: logo } })).body.data;
    const file = await download(suite.current, insightsReportUrl);
    expect(isPdf(file.body)).toBe(true);
    expect(file.body.toString('latin1')).toContain(logo);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an audience without ready insights (422) [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    for (const id of [await audienceId(suite, 'matchedUnattached'), await audienceId(suite, 'matchedPending')]) {
      const response = expectContract(await call(suite.current, 'downloadAudienceInsights', { as: owner, query: { audienceId: id, fileType: 'xlsx' } }), 'downloadAudienceInsights', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotReady, field: 'audienceId' });
    }
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], "is 404 for an unknown audience and another workspace's", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = await audienceId(suite, 'otherWorkspaceMatched');
    for (const [as, id] of [[owner, unknownId], [owner, theirs], [other, await audienceId(suite, 'matchedReady')]] as const) {
      const response = expectContract(await call(suite.current, 'downloadAudienceInsights', { as, query: { audienceId: id, fileType: 'pdf' } }), 'downloadAudienceInsights', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
    }
    await callOk(suite.current, 'downloadAudienceInsights', { as: other, query: { audienceId: theirs, fileType: 'pdf' } });
  });
});

describe('insights of a deleted audience', () => {
  withPersonas(suite, ['workspaceOwner'], 'are no longer served: the download and the e-mail answer 404', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const deleted = await uploadOk(suite.current, owner);
    expect((await deleteAudiences(suite.current, owner, String(deleted))).audienceSuccessfulIds).toEqual([deleted]);
    const downloaded = expectContract(await call(suite.current, 'downloadAudienceInsights', { as: owner, query: { audienceId: deleted, fileType: 'xlsx' } }), 'downloadAudienceInsights', 404);
    expect(errorsOf(downloaded)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
    const send = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: await sendQuery({ audienceId: deleted }) }), 'sendAudienceInsightsEmail', 404);
    expect(errorsOf(send)[0]).toEqual({ error: messages.insightsNotFound, field: 'id' });
  });
});
