/**
 * Workspace isolation of the audience types (neither Acme Media nor Initech Ads
 * can read or change the other's audiences) and the processing lifecycle of the
 * audiences they create, on the mock clock.
 */
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createAudience, createEach, DAY, expectFailure, expectUnknown, notable, targetNow } from './support.ts';
import { describe, expect, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

async function bothWorkspaces(api: Api): Promise<{ acme: Session; initech: Session }> {
  return { acme: await api.session('workspaceOwner'), initech: await api.session('otherWorkspaceUser') };
}

const isolated = (name: string, fn: (s: { api: Api; acme: Session; initech: Session }) => Promise<void>) =>
  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], name, async ({ api }) => fn({ api, ...(await bothWorkspaces(api)) }));

const audience = (api: Api, role: string) => notable(api, 'audiences', role);

/** The ids of the audiences `as` sees in the list. */
async function listedIds(api: Api, as: Session): Promise<number[]> {
  const rows = (await api.ok('listAudiences', { as })).body.responseObject as Array<{ id: number | string }>;
  return rows.map((a) => Number(a.id));
}

describe('workspace isolation', () => {
  isolated("another workspace cannot read or change Acme's audiences of these types", async ({ api, initech }) => {
    const acmes = {
      geo: await audience(api, 'geoFarmed'),
      campaign: await audience(api, 'campaign'),
      preBid: await audience(api, 'preBid'),
      segment: await audience(api, 'segment'),
      abm: await audience(api, 'abm'),
    };
    await expectUnknown(api, initech, acmes);
  });

  isolated("Acme cannot read or change another workspace's audiences of these types", async ({ api, acme, initech }) => {
    const theirs = await createEach(api, initech, await notable(api, 'campaigns', 'otherWorkspaceRunning'));
    await expectUnknown(api, acme, theirs);
    // The creator still reads its own.
    await api.ok('getGeoFarmedAudience', { as: initech, params: { 'geo-farmed_audience_id': theirs.geo } });
  });

  isolated("the world's geo-farmed and segment audiences of another workspace are its own only", async ({ api, acme, initech }) => {
    const [geoId, segmentId] = [await audience(api, 'otherWorkspaceGeoFarmed'), await audience(api, 'otherWorkspaceSegment')];
    const bluefin = await notable(api, 'segmentPartners', 'bluefin');
    const geo = (await api.ok('getGeoFarmedAudience', { as: initech, params: { 'geo-farmed_audience_id': geoId } })).body.data;
    expect(geo).toMatchObject({ id: geoId, owId: initech.owId, status: 'approved' });
    expect(Object.keys(geo.bulkLocationDetails)).toEqual([String(await notable(api, 'locationFiles', 'otherWorkspace'))]);
    // Its workspace finds the segment audience: the update gets as far as the equation, and changes nothing.
    expectFailure(
      await api.call('updateSegmentAudience', { as: initech, params: { audienceId: segmentId }, body: { dataPartnerId: bluefin, equation: '(301|302' } }),
      'updateSegmentAudience',
      422,
      'equation',
      messages.equationMalformed,
    );
    expect(await listedIds(api, initech)).toEqual(expect.arrayContaining([geoId, segmentId]));

    expectFailure(
      await api.call('getGeoFarmedAudience', { as: acme, params: { 'geo-farmed_audience_id': geoId } }),
      'getGeoFarmedAudience',
      404,
      'geo-farmed_audience_id',
      messages.geoFarmedAudienceNotFound,
    );
    const update = { dataPartnerId: bluefin, equation: '(303)' };
    expectFailure(
      await api.call('updateSegmentAudience', { as: acme, params: { audienceId: segmentId }, body: update }),
      'updateSegmentAudience',
      404,
      'audienceId',
      messages.segmentAudienceNotFound,
    );
    const acmeIds = await listedIds(api, acme);
    expect(acmeIds).not.toContain(geoId);
    expect(acmeIds).not.toContain(segmentId);
  });

  isolated("another workspace cannot build a campaign audience from Acme's campaigns", async ({ api, initech }) => {
    const now = await targetNow(api, initech);
    const body = {
      audienceName: uniqueName('x'),
      startDate: now - DAY,
      endDate: now,
      campaignDetail: { clicks: [await notable(api, 'campaigns', 'running')] },
    };
    expectFailure(
      await api.call('addCampaignAudience', { as: initech, body }),
      'addCampaignAudience',
      422,
      'campaignDetail.clicks[0]',
      messages.campaignNotFound,
    );
  });

  isolated("another workspace cannot build a lookalike from Acme's audiences", async ({ api, initech }) => {
    const body = { audienceName: uniqueName('x'), sourceAudienceIds: `${await audience(api, 'matchedReady')}`, audienceSize: 2 };
    expectFailure(
      await api.call('addLookalikeAudience', { as: initech, body }),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
      messages.lookalikeSourceNotFound,
    );
  });
});

describe('processing on the mock clock', () => {
  mockOnly('created audiences are Processing, then Ready once the clock has moved', 'moves the mock clock', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    const ids = await createEach(api, owner, await notable(api, 'campaigns', 'running'));
    const details = async () => [
      (await api.ok('getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': ids.geo } })).body.data,
      (await api.ok('getCampaignAudience', { as: owner, params: { campaign_audience_id: ids.campaign } })).body.data,
      (await api.ok('getAbmAudience', { as: owner, params: { audienceId: ids.abm } })).body.data,
    ];
    const listed = async () => {
      const rows = (await api.ok('listAudiences', { as: owner })).body.responseObject as Array<{ id: number; uniques: number }>;
      return rows.filter((a) => [ids.geo, ids.campaign, ids.abm].includes(Number(a.id)));
    };
    const processing = await details();
    expect(processing.map((d) => [d.status, d.uniques])).toEqual([
      ['processing', 0],
      ['processing', 0],
      ['processing', 0],
    ]);
    expect((await listed()).map((a) => a.uniques)).toEqual([0, 0, 0]);
    await advanceClock(api.target, 60 * 60_000);
    const ready = await details();
    expect(ready.map((d) => d.status)).toEqual(['approved', 'approved', 'approved']);
    for (const d of ready) expect(d.uniques, `audience ${d.id}`).toBeGreaterThan(0);
    // The list and the details tell the same figure.
    const uniquesById = new Map((await listed()).map((a) => [Number(a.id), a.uniques]));
    expect(ready.map((d) => uniquesById.get(d.id))).toEqual(ready.map((d) => d.uniques));
  });

  mockOnly('the notable lookalike audience is Ready once its processing time has passed', 'moves the mock clock', async ({ api }) => {
    const audienceName = uniqueName('Lookalike of a lookalike');
    const body = { audienceName, sourceAudienceIds: `${await audience(api, 'lookalike')}`, audienceSize: 1 };
    const before = await api.login('workspaceOwner');
    expectFailure(
      await api.call('addLookalikeAudience', { as: before, body }),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
      messages.lookalikeSourceNotReady,
    );
    await advanceClock(api.target, 3 * DAY);
    // Tokens last a day on the same clock: log in again after moving it.
    const after = await api.login('workspaceOwner');
    await createAudience(api, after, 'addLookalikeAudience', body, audienceName);
  });
});
