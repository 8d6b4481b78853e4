/**
 * The whole world, composed from every domain's records: core's World
 * (mock/core/state/world.ts) is extended here, in this one place, with each domain's part.
 */
import type { AudienceTypeWorld } from './audience-types/model.ts';
import type { AudiencesWorld } from './audiences/model.ts';
import type { BidModelsWorld } from './bid-models/model.ts';
import type { CampaignsWorld } from './campaigns/model.ts';
import type { ConversionsWorld } from './conversions/model.ts';
import type { CreativesWorld } from './creatives/model.ts';
import type { DashboardsWorld } from './dashboards/model.ts';
import type { ReportsWorld } from './reports/model.ts';
import type { UsersWorld } from './users/model.ts';
import type { VldWorld } from './vld/model.ts';

export type { World } from '../core/state/world.ts';

declare module '../core/state/world.ts' {
  interface World
    extends
      UsersWorld,
      CampaignsWorld,
      AudiencesWorld,
      AudienceTypeWorld,
      CreativesWorld,
      ConversionsWorld,
      BidModelsWorld,
      VldWorld,
      DashboardsWorld,
      ReportsWorld {}
}
