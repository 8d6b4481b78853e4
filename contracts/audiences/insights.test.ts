import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock, outbox } from '../support/admin.ts';
import { call, callOk, download, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { isPdf, readXlsxRows } from '../support/files.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { Aud, detailed, Insights, INSIGHTS_MS } from './support.ts';

const suite = useTarget();

async function addInsights(as: Session, audienceIds: string) {
  return (await callOk(suite.current, 'addAudienceInsights', { as, query: { audienceIds } })).body.data;
}

async function insightOf(as: Session, audienceId: number) {
  return (await detailed(suite.current, as, { audienceIds: String(audienceId) })).insightDetails[audienceId];
}

const recipients = (n: number) => Array.from({ length: n }, (_, i) => `analyst${i + 1}@acme-media.example`).join(',');

function sendQuery(overrides: Record<string, string | number> = {}) {
  return { id: Insights.ready, attachmentType: 'xlsx', recipientEmails: 'analyst@acme-media.example', audienceId: Aud.matchedReady, ...overrides };
}

describe('addAudienceInsights', () => {
  withPersonas(suite, ['workspaceOwner'], 'starts insights of a Ready matched audience, generating', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await addInsights(owner, String(Aud.voterMatched));
    expect(data.invalidSourceIds).toEqual([]);
    expect(data.insightsData).toEqual([
      { id: expect.any(Number), typeId: 1, statusId: 1, sourceName: 'Registered Voters - Clean Parks Districts', name: expect.stringContaining('Registered Voters'), sourceId: Aud.voterMatched, createdAt: expect.any(Number) },
    ]);
    expect(await insightOf(owner, Aud.voterMatched)).toEqual({ statusId: 1, id: data.insightsData[0].id });
  });

  withPersonas(suite, ['workspaceOwner'], 'puts ineligible ids in invalidSourceIds: not matched, not Ready, unknown, another workspace\'s', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const ineligible = [Aud.matchedProcessing, Aud.matchedPending, Aud.retargeted, Aud.lookalike, 99_999, Aud.otherWorkspaceMatched];
    const data = await addInsights(owner, [Aud.voterMatched, ...ineligible].join(','));
    expect(data.invalidSourceIds).toEqual(ineligible);
    expect(data.insightsData.map((i: { sourceId: number }) => i.sourceId)).toEqual([Aud.voterMatched]);
    const page = await detailed(suite.current, owner, { audienceIds: ineligible.join(',') });
    expect(page.insightDetails).toEqual({});
  });

  withPersonas(suite, ['workspaceOwner'], 'answers existing ready insights as they are and starts new ones after a failure', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await addInsights(owner, `${Aud.matchedReady},${Aud.matchedUnattached}`);
    expect(data.insightsData.map((i: { id: number; statusId: number }) => [i.id, i.statusId])).toEqual([
      [Insights.ready, 2],
      [expect.any(Number), 1],
    ]);
    expect(data.insightsData[1].id).not.toBe(Insights.failed);
    expect(await insightOf(owner, Aud.matchedUnattached)).toEqual({ statusId: 1, id: data.insightsData[1].id });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an id list that is not comma-separated integers (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'addAudienceInsights', { as: owner, query: { audienceIds: '4001;4012' } }), 'addAudienceInsights', 422);
    expect(errorsOf(response)[0]?.field).toBe('audienceIds');
  });

  mockOnly(suite, 'generated insights turn ready after 5 minutes on the clock', 'moves the clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const id = (await addInsights(owner, String(Aud.voterMatched))).insightsData[0].id;
    await advanceClock(suite.current, INSIGHTS_MS - 1000);
    expect(await insightOf(owner, Aud.voterMatched)).toEqual({ statusId: 1, id });
    await advanceClock(suite.current, 1000);
    expect(await insightOf(owner, Aud.voterMatched)).toEqual({ statusId: 2, id });
    expect((await addInsights(owner, String(Aud.voterMatched))).insightsData[0]).toMatchObject({ id, statusId: 2 });
  });
});

describe('regenerateAudienceInsights', () => {
  withPersonas(suite, ['workspaceOwner'], 'sends failed insights back to generating', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: Insights.failed } });
    expect(response.body.data).toEqual(expect.any(String));
    expect(await insightOf(owner, Aud.matchedUnattached)).toEqual({ statusId: 1, id: Insights.failed });
  });

  mockOnly(suite, 'regenerated insights turn ready on the clock', 'moves the clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: Insights.failed } });
    await advanceClock(suite.current, INSIGHTS_MS);
    expect(await insightOf(owner, Aud.matchedUnattached)).toEqual({ statusId: 2, id: Insights.failed });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses insights that have not failed (422): ready or generating', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const ready = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: Insights.ready } }), 'regenerateAudienceInsights', 422);
    expect(errorsOf(ready)[0]).toEqual({ error: messages.insightsNotFailed, field: 'insightsId' });
    await callOk(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: Insights.failed } });
    const generating = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: Insights.failed } }), 'regenerateAudienceInsights', 422);
    expect(errorsOf(generating)[0]).toEqual({ error: messages.insightsNotFailed, field: 'insightsId' });
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'is 404 for unknown insights and another workspace\'s', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, insightsId] of [[owner, 99_999], [owner, Insights.otherWorkspaceReady], [other, Insights.failed]] as const) {
      const response = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as, params: { insightsId } }), 'regenerateAudienceInsights', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotFound, field: 'insightsId' });
    }
    expect(await insightOf(owner, Aud.matchedUnattached)).toEqual({ statusId: 3, id: Insights.failed });
  });
});

describe('sendAudienceInsightsEmail', () => {
  mockOnly(suite, 'sends one e-mail to each of 15 recipients, each with the report attached', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery({ recipientEmails: recipients(15) }) });
    expect(response.body.data).toEqual(expect.any(String));
    const sent = await outbox(suite.current, { kind: 'insights' });
    expect(sent.map((e) => e.to).sort()).toEqual(recipients(15).split(',').sort());
    const attachments = (sent[0] as unknown as { attachments: Array<{ url: string; fileName: string }> }).attachments;
    expect(attachments).toHaveLength(1);
    const file = await download(suite.current, attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(readXlsxRows(file.body).flat()).toContain('Acme CRM Customers 2025');
  });

  mockOnly(suite, 'attaches a PDF when attachmentType is pdf', 'reads the outbox', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery({ attachmentType: 'pdf' }) });
    const [email] = await outbox(suite.current, { kind: 'insights' });
    const file = await download(suite.current, (email as unknown as { attachments: Array<{ url: string }> }).attachments[0]!.url);
    expect(isPdf(file.body)).toBe(true);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses 16 recipients (422 naming recipientEmails)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery({ recipientEmails: recipients(16) }) }), 'sendAudienceInsightsEmail', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tooManyRecipients, field: 'recipientEmails' });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an address that is not an e-mail (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const recipientEmails of ['not-an-email', 'a@acme-media.example,,b@acme-media.example', '']) {
      const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery({ recipientEmails }) }), 'sendAudienceInsightsEmail', 422);
      expect(errorsOf(response)[0], recipientEmails).toEqual({ error: messages.recipientInvalid, field: 'recipientEmails' });
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses insights that are not ready (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery({ id: Insights.failed, audienceId: Aud.matchedUnattached }) }), 'sendAudienceInsightsEmail', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotReady, field: 'id' });
  });

  withPersonas(suite, ['workspaceOwner'], 'is 404 for insights of another audience, unknown or another workspace\'s', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const query of [sendQuery({ audienceId: Aud.voterMatched }), sendQuery({ id: 99_999 }), sendQuery({ id: Insights.otherWorkspaceReady, audienceId: Aud.otherWorkspaceMatched })]) {
      const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query }), 'sendAudienceInsightsEmail', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotFound, field: 'id' });
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an attachmentType other than xlsx or pdf (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery({ attachmentType: 'csv' }) }), 'sendAudienceInsightsEmail', 422);
    expect(errorsOf(response)[0]?.field).toBe('attachmentType');
  });
});

describe('downloadAudienceInsights', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers a URL that serves the XLSX report', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { insightsReportUrl } = (await callOk(suite.current, 'downloadAudienceInsights', { as: owner, query: { audienceId: Aud.matchedReady, fileType: 'xlsx' } })).body.data;
    const file = await download(suite.current, insightsReportUrl);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('spreadsheetml');
    const rows = readXlsxRows(file.body);
    expect(rows.flat()).toEqual(expect.arrayContaining(['Acme CRM Customers 2025', String(Insights.ready)]));
  });

  withPersonas(suite, ['workspaceOwner'], 'answers a URL that serves the PDF report, with the custom logo', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const logo = 'https://assets.acme-media.example/logo.png';
    const { insightsReportUrl } = (await callOk(suite.current, 'downloadAudienceInsights', { as: owner, query: { audienceId: Aud.matchedReady, fileType: 'pdf' }, body: { customLogoFile: logo } })).body.data;
    const file = await download(suite.current, insightsReportUrl);
    expect(isPdf(file.body)).toBe(true);
    expect(file.body.toString('latin1')).toContain(logo);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an audience without ready insights (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const audienceId of [Aud.matchedUnattached, Aud.voterMatched]) {
      const response = expectContract(await call(suite.current, 'downloadAudienceInsights', { as: owner, query: { audienceId, fileType: 'xlsx' } }), 'downloadAudienceInsights', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.insightsNotReady, field: 'audienceId' });
    }
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'is 404 for an unknown audience and another workspace\'s', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, audienceId] of [[owner, 99_999], [owner, Aud.otherWorkspaceMatched], [other, Aud.matchedReady]] as const) {
      const response = expectContract(await call(suite.current, 'downloadAudienceInsights', { as, query: { audienceId, fileType: 'pdf' } }), 'downloadAudienceInsights', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
    }
    await callOk(suite.current, 'downloadAudienceInsights', { as: other, query: { audienceId: Aud.otherWorkspaceMatched, fileType: 'pdf' } });
  });
});
