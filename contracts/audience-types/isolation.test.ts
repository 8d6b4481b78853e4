/**
 * Workspace isolation of the audience types (neither Acme Media nor Initech Ads
 * can read or change the other's audiences) and the processing lifecycle of the
 * audiences they create, on the mock clock.
 */
import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { listAll } from '../audiences/support.ts';
import { createEach, DAY, expectFailure, expectUnknown, Ids, targetNow } from './support.ts';

const suite = useTarget();

async function bothWorkspaces(): Promise<{ acme: Session; initech: Session }> {
  return { acme: await login(suite.current, 'workspaceOwner'), initech: await login(suite.current, 'otherWorkspaceUser') };
}

const isolated = (name: string, fn: (s: { acme: Session; initech: Session }) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], name, async () => fn(await bothWorkspaces()));

describe('workspace isolation', () => {
  isolated("another workspace cannot read or change Acme's audiences of these types", async ({ initech }) => {
    await expectUnknown(suite.current, initech, { geo: Ids.geoFarmed, campaign: Ids.campaign, preBid: Ids.preBid, segment: Ids.segment, abm: Ids.abm });
  });

  isolated("Acme cannot read or change another workspace's audiences of these types", async ({ acme, initech }) => {
    const theirs = await createEach(suite.current, initech, Ids.otherWorkspaceCampaign);
    await expectUnknown(suite.current, acme, theirs);
    // The creator still reads its own.
    await callOk(suite.current, 'getGeoFarmedAudience', { as: initech, params: { 'geo-farmed_audience_id': theirs.geo } });
  });

  isolated("the default world's geo-farmed and segment audiences of another workspace are its own only", async ({ acme, initech }) => {
    const theirs = [Ids.otherWorkspaceGeoFarmed, Ids.otherWorkspaceSegment];
    const geo = (await callOk(suite.current, 'getGeoFarmedAudience', { as: initech, params: { 'geo-farmed_audience_id': Ids.otherWorkspaceGeoFarmed } })).body.data;
    expect(geo).toMatchObject({ id: Ids.otherWorkspaceGeoFarmed, owId: 3001, status: 'approved' });
    expect(Object.keys(geo.bulkLocationDetails)).toEqual([String(Ids.otherWorkspaceLocationFile)]);
    await callOk(suite.current, 'updateSegmentAudience', { as: initech, params: { audienceId: Ids.otherWorkspaceSegment }, body: { dataPartnerId: Ids.bluefinPartner, equation: '(301|302)' } });
    expect((await listAll(suite.current, initech)).map((a) => a.id)).toEqual(expect.arrayContaining(theirs));

    expectFailure(await call(suite.current, 'getGeoFarmedAudience', { as: acme, params: { 'geo-farmed_audience_id': Ids.otherWorkspaceGeoFarmed } }), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
    const update = { dataPartnerId: Ids.bluefinPartner, equation: '(303)' };
    expectFailure(await call(suite.current, 'updateSegmentAudience', { as: acme, params: { audienceId: Ids.otherWorkspaceSegment }, body: update }), 'updateSegmentAudience', 404, 'audienceId', messages.segmentAudienceNotFound);
    const acmeIds = (await listAll(suite.current, acme)).map((a) => a.id);
    expect(acmeIds).not.toContain(Ids.otherWorkspaceGeoFarmed);
    expect(acmeIds).not.toContain(Ids.otherWorkspaceSegment);
  });

  isolated("another workspace cannot build a campaign audience from Acme's campaigns", async ({ initech }) => {
    const now = await targetNow(suite.current);
    const response = await call(suite.current, 'addCampaignAudience', { as: initech, body: { audienceName: 'x', startDate: now - DAY, endDate: now, campaignDetail: { clicks: [Ids.runningCampaign] } } });
    expectFailure(response, 'addCampaignAudience', 422, 'campaignDetail.clicks[0]', messages.campaignNotFound);
  });

  isolated("another workspace cannot build a lookalike from Acme's audiences", async ({ initech }) => {
    const response = await call(suite.current, 'addLookalikeAudience', { as: initech, body: { audienceName: 'x', sourceAudienceIds: `${Ids.matchedReady}`, audienceSize: 2 } });
    expectFailure(response, 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotFound);
  });
});

describe('processing on the mock clock', () => {
  mockOnly(suite, 'created audiences are Processing, then Ready once the clock has moved', 'moves the mock clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const ids = await createEach(suite.current, owner, Ids.runningCampaign);
    const details = async () => [
      (await callOk(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': ids.geo } })).body.data,
      (await callOk(suite.current, 'getCampaignAudience', { as: owner, params: { campaign_audience_id: ids.campaign } })).body.data,
      (await callOk(suite.current, 'getAbmAudience', { as: owner, params: { audienceId: ids.abm } })).body.data,
    ];
    const listed = async () => (await listAll(suite.current, owner)).filter((a) => [ids.geo, ids.campaign, ids.abm].includes(a.id));
    const processing = await details();
    expect(processing.map((d) => [d.status, d.uniques])).toEqual([['processing', 0], ['processing', 0], ['processing', 0]]);
    expect((await listed()).map((a) => a.uniques)).toEqual([0, 0, 0]);
    await advanceClock(suite.current, 60 * 60_000);
    const ready = await details();
    expect(ready.map((d) => d.status)).toEqual(['approved', 'approved', 'approved']);
    for (const d of ready) expect(d.uniques, `audience ${d.id}`).toBeGreaterThan(0);
    // The list and the details tell the same figure.
    const uniquesById = new Map((await listed()).map((a) => [a.id, a.uniques]));
    expect(ready.map((d) => uniquesById.get(d.id))).toEqual(ready.map((d) => d.uniques));
  });

  mockOnly(suite, 'the notable lookalike audience is Ready once its processing time has passed', 'moves the mock clock', async () => {
    const body = { audienceName: 'Lookalike of a lookalike', sourceAudienceIds: `${Ids.lookalike}`, audienceSize: 1 };
    const before = await login(suite.current, 'workspaceOwner');
    expectFailure(await call(suite.current, 'addLookalikeAudience', { as: before, body }), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
    await advanceClock(suite.current, 3 * DAY);
    // Tokens last a day on the same clock: log in again after moving it.
    const after = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'addLookalikeAudience', { as: after, body });
  });
});
