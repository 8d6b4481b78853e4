import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { detailed, listAll } from '../audiences/support.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { expectFailure, Ids } from './support.ts';

const suite = useTarget();
const asOwner = (name: string, fn: (owner: Session) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner'], name, async () => fn(await login(suite.current, 'workspaceOwner')));

const add = (owner: Session, body: unknown) => call(suite.current, 'addSegmentAudience', { as: owner, body });
const update = (owner: Session, audienceId: number, body: unknown) => call(suite.current, 'updateSegmentAudience', { as: owner, params: { audienceId }, body });

describe('addSegmentAudience', () => {
  asOwner('creates a segment audience named by groupName (as documented)', async (owner) => {
    const created = await callOk(suite.current, 'addSegmentAudience', { as: owner, body: { groupName: 'Auto Intenders', segmentPartnerId: Ids.northstarPartner, equation: '(101|102)&(205)' } });
    expect(created.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
  });

  asOwner('creates a segment audience named by name (as the sample sends it)', async (owner) => {
    await callOk(suite.current, 'addSegmentAudience', { as: owner, body: { name: 'Auto Intenders', segmentPartnerId: Ids.northstarPartner, equation: '(101|102)&(205)' } });
  });

  for (const [label, equation] of [
    ['a union', '(101|102|103)'],
    ['an intersection of three groups', '(101)&(205)&(202|203)'],
    ['spaces between tokens', ' ( 101 | 104 ) & ( 201 ) '],
  ]) {
    asOwner(`accepts ${label}`, async (owner) => {
      await callOk(suite.current, 'addSegmentAudience', { as: owner, body: { groupName: 'Segments', segmentPartnerId: Ids.northstarPartner, equation } });
    });
  }

  for (const [label, equation, position] of [
    ['a missing closing parenthesis', '(101|102', 'position 8'],
    ['an id outside parentheses', '101', 'position 0'],
    ['groups without &', '(101)(205)', 'position 5'],
    ['an empty group', '()', 'position 1'],
    ['a trailing &', '(101)&', 'position 6'],
    ['| between groups', '(101)|(205)', 'position 5'],
    ['a name instead of an id', '(auto)', 'position 1'],
  ]) {
    asOwner(`refuses ${label} with 422 naming equation and the position`, async (owner) => {
      const response = await add(owner, { groupName: 'Broken', segmentPartnerId: Ids.northstarPartner, equation });
      expectFailure(response, 'addSegmentAudience', 422, 'equation', messages.equationMalformed);
      expect(response.body.errorObjects[0].reason).toContain(position);
    });
  }

  asOwner('refuses an unknown segment with 422 naming equation', async (owner) => {
    const response = await add(owner, { groupName: 'Unknown', segmentPartnerId: Ids.northstarPartner, equation: '(101|999)' });
    expectFailure(response, 'addSegmentAudience', 422, 'equation', messages.equationUnknownSegment);
  });

  asOwner("refuses another data partner's segment with 422 naming equation", async (owner) => {
    const response = await add(owner, { groupName: 'Mixed partners', segmentPartnerId: Ids.northstarPartner, equation: '(101)&(301)' });
    expectFailure(response, 'addSegmentAudience', 422, 'equation', messages.equationUnknownSegment);
  });

  asOwner('refuses an unknown data partner with 422', async (owner) => {
    expectFailure(await add(owner, { groupName: 'x', segmentPartnerId: 99, equation: '(101)' }), 'addSegmentAudience', 422, 'segmentPartnerId', messages.segmentPartnerNotFound);
  });

  asOwner('refuses a body without groupName or name with 400', async (owner) => {
    expectFailure(await add(owner, { segmentPartnerId: Ids.northstarPartner, equation: '(101)' }), 'addSegmentAudience', 400, 'groupName');
  });

  asOwner('refuses a missing equation with 400', async (owner) => {
    expectFailure(await add(owner, { groupName: 'x', segmentPartnerId: Ids.northstarPartner }), 'addSegmentAudience', 400, 'equation');
  });

  asOwner('refuses a blank groupName with 422', async (owner) => {
    expectFailure(await add(owner, { groupName: ' ', segmentPartnerId: Ids.northstarPartner, equation: '(101)' }), 'addSegmentAudience', 422, 'groupName', messages.blankText);
  });
});

describe('updateSegmentAudience', () => {
  const update101 = { groupName: 'Auto Intenders or EV', dataPartnerId: Ids.northstarPartner, equation: '(101|103)&(205)', segmentIdList: '101,103,205', taxonomyIdList: [1101, 1102], dataPartnerName: 'Northstar Data' };

  asOwner('updates the equation and the name', async (owner) => {
    const response = await callOk(suite.current, 'updateSegmentAudience', { as: owner, params: { audienceId: Ids.segment }, body: update101 });
    expect(response.body.data).toEqual({ message: expect.any(String) });
  });

  asOwner('stores the update: the lists show the new name, and uniques follow the equation', async (owner) => {
    const put = async (equation: string, groupName?: string) =>
      callOk(suite.current, 'updateSegmentAudience', { as: owner, params: { audienceId: Ids.segment }, body: { groupName, dataPartnerId: Ids.northstarPartner, equation } });
    const listed = async () => (await listAll(suite.current, owner, { audienceIds: String(Ids.segment) })).find((a) => a.id === Ids.segment)!;

    await put('(101|103)', 'Auto Intenders or EV');
    const union = await listed();
    expect(union.audienceName).toBe('Auto Intenders or EV');
    expect((await detailed(suite.current, owner, { audienceIds: String(Ids.segment) })).data[0]).toMatchObject({ id: Ids.segment, audienceName: 'Auto Intenders or EV', uniques: union.uniques });

    await put('(101)');
    const single = await listed();
    // A name left out keeps the stored one.
    expect(single.audienceName).toBe('Auto Intenders or EV');
    expect(single.uniques, 'a union of fewer segments reaches fewer users').toBeLessThan(union.uniques);

    await put('(101|103)&(202)');
    expect((await listed()).uniques, 'an intersection narrows the union').toBeLessThan(union.uniques);
  });

  asOwner('updates a segment audience created through the API, named by name', async (owner) => {
    const id = (await callOk(suite.current, 'addSegmentAudience', { as: owner, body: { name: 'Pets', segmentPartnerId: Ids.bluefinPartner, equation: '(303)' } })).body.data.id;
    await callOk(suite.current, 'updateSegmentAudience', { as: owner, params: { audienceId: id }, body: { name: 'Pets and fitness', dataPartnerId: Ids.bluefinPartner, equation: '(303|304)' } });
  });

  asOwner('refuses a malformed equation with 422', async (owner) => {
    expectFailure(await update(owner, Ids.segment, { ...update101, equation: '(101|103' }), 'updateSegmentAudience', 422, 'equation', messages.equationMalformed);
  });

  asOwner('refuses an unknown segment with 422', async (owner) => {
    expectFailure(await update(owner, Ids.segment, { ...update101, equation: '(999)', segmentIdList: undefined }), 'updateSegmentAudience', 422, 'equation', messages.equationUnknownSegment);
  });

  asOwner('refuses a segmentIdList that disagrees with the equation with 422', async (owner) => {
    expectFailure(await update(owner, Ids.segment, { ...update101, segmentIdList: '101,205' }), 'updateSegmentAudience', 422, 'segmentIdList', messages.segmentIdListMismatch);
  });

  asOwner("refuses a taxonomy that is not the partner's with 422", async (owner) => {
    expectFailure(await update(owner, Ids.segment, { ...update101, taxonomyIdList: [1101, 1201] }), 'updateSegmentAudience', 422, 'taxonomyIdList[1]', messages.taxonomyNotFound);
  });

  asOwner('refuses an unknown data partner with 422', async (owner) => {
    expectFailure(await update(owner, Ids.segment, { ...update101, dataPartnerId: 99 }), 'updateSegmentAudience', 422, 'dataPartnerId', messages.segmentPartnerNotFound);
  });

  asOwner('refuses a missing equation with 400', async (owner) => {
    const { equation: _, ...body } = update101;
    expectFailure(await update(owner, Ids.segment, body), 'updateSegmentAudience', 400, 'equation');
  });

  asOwner('answers 404 for an audience of another type', async (owner) => {
    expectFailure(await update(owner, Ids.preBid, update101), 'updateSegmentAudience', 404, 'audienceId', messages.segmentAudienceNotFound);
  });
});
