/**
 * The world a mock state holds. Core declares only the parts it reads itself;
 * the domains add their records to this interface in one place
 * (mock/domains/world.ts, a module augmentation, the way a Fastify plugin
 * decorates FastifyInstance), so core never imports a domain.
 */
import type { ClientCredentials } from '../pipeline/auth.ts';

export interface World {
  seed: number;
  /** The instant the world was built for; the mock clock starts here. */
  epoch: number;
  /** The one registered API client (sign-up, login and the token endpoint check it). */
  client: ClientCredentials;
}

/** How a state makes, writes and reads its world: given by the composition root (mock/server.ts). */
export interface WorldSource {
  /** The default world of a seed, with its crowds multiplied by scale. */
  build(seed: number, scale: number): World;
  /** The world as detached JSON for a snapshot. */
  toJSON(world: World): World;
  /** A world read back from a snapshot's part at path; throws SnapshotMismatch when it does not fit. */
  parse(value: unknown, path: string): World;
}
