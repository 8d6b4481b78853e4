/**
 * Workspace isolation of the audience types (neither Acme Media nor Initech Ads
 * can read or change the other's audiences) and the processing lifecycle of the
 * audiences they create, on the mock clock.
 */
import { describe, expect } from 'vitest';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, callOk, login, session, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { createAudience, createEach, DAY, expectFailure, expectUnknown, notable, targetNow } from './support.ts';

const suite = useTarget();

async function bothWorkspaces(): Promise<{ acme: Session; initech: Session }> {
  return { acme: await session(suite.current, 'workspaceOwner'), initech: await session(suite.current, 'otherWorkspaceUser') };
}

const isolated = (name: string, fn: (s: { acme: Session; initech: Session }) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], name, async () => fn(await bothWorkspaces()));

const audience = (role: string) => notable(suite, 'audiences', role);

/** The ids of the audiences `as` sees in the list. */
async function listedIds(as: Session): Promise<number[]> {
  const rows = (await callOk(suite.current, 'listAudiences', { as })).body.responseObject as Array<{ id: number | string }>;
  return rows.map((a) => Number(a.id));
}

describe('workspace isolation', () => {
  isolated("another workspace cannot read or change Acme's audiences of these types", async ({ initech }) => {
    const acmes = { geo: await audience('geoFarmed'), campaign: await audience('campaign'), preBid: await audience('preBid'), segment: await audience('segment'), abm: await audience('abm') };
    await expectUnknown(suite, initech, acmes);
  });

  isolated("Acme cannot read or change another workspace's audiences of these types", async ({ acme, initech }) => {
    const theirs = await createEach(suite, initech, await notable(suite, 'campaigns', 'otherWorkspaceRunning'));
    await expectUnknown(suite, acme, theirs);
    // The creator still reads its own.
    await callOk(suite.current, 'getGeoFarmedAudience', { as: initech, params: { 'geo-farmed_audience_id': theirs.geo } });
  });

  isolated("the world's geo-farmed and segment audiences of another workspace are its own only", async ({ acme, initech }) => {
    const [geoId, segmentId] = [await audience('otherWorkspaceGeoFarmed'), await audience('otherWorkspaceSegment')];
    const bluefin = await notable(suite, 'segmentPartners', 'bluefin');
    const geo = (await callOk(suite.current, 'getGeoFarmedAudience', { as: initech, params: { 'geo-farmed_audience_id': geoId } })).body.data;
    expect(geo).toMatchObject({ id: geoId, owId: initech.owId, status: 'approved' });
    expect(Object.keys(geo.bulkLocationDetails)).toEqual([String(await notable(suite, 'locationFiles', 'otherWorkspace'))]);
    // Its workspace finds the segment audience: the update gets as far as the equation, and changes nothing.
    expectFailure(await call(suite.current, 'updateSegmentAudience', { as: initech, params: { audienceId: segmentId }, body: { dataPartnerId: bluefin, equation: '(301|302' } }), 'updateSegmentAudience', 422, 'equation', messages.equationMalformed);
    expect(await listedIds(initech)).toEqual(expect.arrayContaining([geoId, segmentId]));

    expectFailure(await call(suite.current, 'getGeoFarmedAudience', { as: acme, params: { 'geo-farmed_audience_id': geoId } }), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
    const update = { dataPartnerId: bluefin, equation: '(303)' };
    expectFailure(await call(suite.current, 'updateSegmentAudience', { as: acme, params: { audienceId: segmentId }, body: update }), 'updateSegmentAudience', 404, 'audienceId', messages.segmentAudienceNotFound);
    const acmeIds = await listedIds(acme);
    expect(acmeIds).not.toContain(geoId);
    expect(acmeIds).not.toContain(segmentId);
  });

  isolated("another workspace cannot build a campaign audience from Acme's campaigns", async ({ initech }) => {
    const now = await targetNow(suite, initech);
    const body = { audienceName: uniqueName('x'), startDate: now - DAY, endDate: now, campaignDetail: { clicks: [await notable(suite, 'campaigns', 'running')] } };
    expectFailure(await call(suite.current, 'addCampaignAudience', { as: initech, body }), 'addCampaignAudience', 422, 'campaignDetail.clicks[0]', messages.campaignNotFound);
  });

  isolated("another workspace cannot build a lookalike from Acme's audiences", async ({ initech }) => {
    const body = { audienceName: uniqueName('x'), sourceAudienceIds: `${await audience('matchedReady')}`, audienceSize: 2 };
    expectFailure(await call(suite.current, 'addLookalikeAudience', { as: initech, body }), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotFound);
  });
});

describe('processing on the mock clock', () => {
  mockOnly(suite, 'created audiences are Processing, then Ready once the clock has moved', 'moves the mock clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const ids = await createEach(suite, owner, await notable(suite, 'campaigns', 'running'));
    const details = async () => [
      (await callOk(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': ids.geo } })).body.data,
      (await callOk(suite.current, 'getCampaignAudience', { as: owner, params: { campaign_audience_id: ids.campaign } })).body.data,
      (await callOk(suite.current, 'getAbmAudience', { as: owner, params: { audienceId: ids.abm } })).body.data,
    ];
    const listed = async () => {
      const rows = (await callOk(suite.current, 'listAudiences', { as: owner })).body.responseObject as Array<{ id: number; uniques: number }>;
      return rows.filter((a) => [ids.geo, ids.campaign, ids.abm].includes(Number(a.id)));
    };
    const processing = await details();
    expect(processing.map((d) => [d.status, d.uniques])).toEqual([['processing', 0], ['processing', 0], ['processing', 0]]);
    expect((await listed()).map((a) => a.uniques)).toEqual([0, 0, 0]);
    await advanceClock(suite.current, 60 * 60_000);
    const ready = await details();
    expect(ready.map((d) => d.status)).toEqual(['approved', 'approved', 'approved']);
    for (const d of ready) expect(d.uniques, `audience ${d.id}`).toBeGreaterThan(0);
    // The list and the details tell the same figure.
    const uniquesById = new Map((await listed()).map((a) => [Number(a.id), a.uniques]));
    expect(ready.map((d) => uniquesById.get(d.id))).toEqual(ready.map((d) => d.uniques));
  });

  mockOnly(suite, 'the notable lookalike audience is Ready once its processing time has passed', 'moves the mock clock', async () => {
    const audienceName = uniqueName('Lookalike of a lookalike');
    const body = { audienceName, sourceAudienceIds: `${await audience('lookalike')}`, audienceSize: 1 };
    const before = await login(suite.current, 'workspaceOwner');
    expectFailure(await call(suite.current, 'addLookalikeAudience', { as: before, body }), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
    await advanceClock(suite.current, 3 * DAY);
    // Tokens last a day on the same clock: log in again after moving it.
    const after = await login(suite.current, 'workspaceOwner');
    await createAudience(suite, after, 'addLookalikeAudience', body, audienceName);
  });
});
