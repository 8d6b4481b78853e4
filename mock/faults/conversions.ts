/** Breaches of conversions (document 2): pixel conversions and their assignment to campaigns. */
import type { World } from '../domains/world.ts';
import type { Caller, Handler, HandlerContext } from '../core/toolkit/context.ts';
import { campaignFor } from '../domains/workspace.ts';
import { atHome, rewriteAnswer, wrapHandler, type Breach } from './breach.ts';

interface AssignResult {
  conversionIdsList: number[];
  validAddCampaignIdsList: number[];
  invalidAddCampaignIdsList: number[];
}

/** Moves the running campaigns of the invalid add list to the valid one and assigns the conversions to them. */
function assignToRunning(world: World, caller: Caller, result: AssignResult): void {
  const running = result.invalidAddCampaignIdsList.filter((id) => campaignFor(world, caller, id)?.status === 'running');
  if (running.length === 0) return;
  for (const conversion of world.conversions.filter((c) => result.conversionIdsList.includes(c.conversionId))) {
    conversion.campaignIds = [...new Set([...conversion.campaignIds, ...running])];
  }
  result.validAddCampaignIdsList = [...result.validAddCampaignIdsList, ...running];
  result.invalidAddCampaignIdsList = result.invalidAddCampaignIdsList.filter((id) => !running.includes(id));
}

/** Runs the assignment but keeps only the first conversion's change: the others keep the campaigns they had. */
async function storeFirstOnly(real: Handler, ctx: HandlerContext<{ conversionIdList: number[] }>): Promise<unknown> {
  const [first, ...rest] = ctx.body.conversionIdList;
  const others = ctx.state.world.conversions.filter((c) => c.conversionId !== first && rest.includes(c.conversionId));
  const before = others.map((c) => [...c.campaignIds]);
  const result = await real(ctx);
  others.forEach((c, i) => (c.campaignIds = before[i]!));
  return result;
}

export const conversionBreaches: Breach[] = [
  {
    id: 'conversions.assign-to-running-campaign',
    domain: 'conversions',
    caughtIn: 'conversions/assign.test.ts',
    kind: 'rule not enforced',
    does: 'assigns conversions to running campaigns too, listing them as valid adds, though only draft campaigns may take a conversion',
    plant: (site) =>
      wrapHandler(site, 'assignConversionsToCampaigns', (real) => async (ctx) => {
        const result = (await real(ctx)) as AssignResult;
        assignToRunning(ctx.state.world, ctx.caller!, result);
        return result;
      }),
  },
  {
    id: 'conversions.pixel-add-in-home-workspace',
    domain: 'conversions',
    caughtIn: 'conversions/pixel-add.test.ts',
    kind: 'ignored workspace header',
    does: "creates a pixel conversion in the caller's home workspace even when X-IAA-OW-ID names one of its customers",
    plant: (site) => wrapHandler(site, 'addPixelConversion', (real) => (ctx) => real({ ...ctx, caller: atHome(ctx.caller!) })),
  },
  {
    id: 'conversions.assign-stores-first-conversion-only',
    domain: 'conversions',
    caughtIn: 'conversions/assign.test.ts',
    kind: 'rule not enforced',
    does: 'answers an assignment of several conversions as done but stores it for the first conversion of conversionIdList only',
    plant: (site) => wrapHandler(site, 'assignConversionsToCampaigns', (real) => (ctx) => storeFirstOnly(real, ctx)),
  },
  {
    id: 'conversions.pixel-add-without-script',
    domain: 'conversions',
    caughtIn: 'conversions/pixel-add.test.ts',
    kind: 'missing required field',
    deviation: true,
    does: 'leaves pixelConversionScript out of the new pixel conversion',
    plant: (site) =>
      rewriteAnswer(site, 'addPixelConversion', (answer) => {
        if (answer.status === 200) delete answer.body.data.pixelConversionScript;
      }),
  },
  {
    id: 'conversions.pixel-add-refusal-says-success',
    domain: 'conversions',
    caughtIn: 'conversions/unauthenticated.test.ts',
    kind: 'success true on error',
    does: 'answers a refused pixel-conversion create with success: true',
    plant: (site) =>
      rewriteAnswer(site, 'addPixelConversion', (answer) => {
        if (answer.status >= 400) answer.body.success = true;
      }),
  },
  {
    id: 'conversions.pixel-add-answers-201',
    domain: 'conversions',
    caughtIn: 'conversions/pixel-add.test.ts',
    kind: 'wrong status',
    does: 'answers a created pixel conversion with 201 instead of the documented 200',
    plant: (site) =>
      rewriteAnswer(site, 'addPixelConversion', (answer) => {
        if (answer.status === 200) answer.status = 201;
      }),
  },
];
