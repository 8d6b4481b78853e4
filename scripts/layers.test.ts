/**
 * The mock's layers run one way: cli -> server -> (admin, faults, assets, storage,
 * docs, proxy, variants, watch, domains) -> core. Core has three rooms: the request
 * pipeline (core/pipeline/), what the mock holds (core/state/) and what domain
 * handlers use (core/toolkit/); a domain uses only the last two. Within the domains, one domain uses
 * another only through that domain's record types and public face, and so does fault mode. Fixtures build the default world
 * from the domains' models and rules; of the mock, only its composition root
 * (mock/server.ts) knows the fixtures. Each rule below names the file and the
 * import that breaks it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const compositionRoot = 'mock/server.ts';
/** Top-level files of mock/ that are not the server belong to the command line. */
const serverFiles = new Set([compositionRoot]);
const aboveDomains = ['admin', 'faults', 'variants', 'proxy', 'server', 'cli'];

interface Import {
  from: string;
  /** The import as written. */
  specifier: string;
  /** Repository-relative path it resolves to. */
  to: string;
}

function sourceFiles(dir: string, withTests = false): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, withTests);
    return entry.name.endsWith('.ts') && (withTests || !entry.name.endsWith('.test.ts')) ? [path] : [];
  });
}

/** Static imports, re-exports and dynamic imports of relative paths. */
function relativeImports(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.[^']*)'/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => ({
    from: file,
    specifier,
    to: relative(root, resolve(root, dirname(file), specifier))
      .split('\\')
      .join('/'),
  }));
}

/**
 * What a domain may use of another: its record types (model.ts) and its public face
 * (index.ts), which names what other domains use of it.
 */
const domainFaces = ['model.ts', 'index.ts'];

/** The domain a file of mock/domains/<domain>/ belongs to; null for the files beside the domains (their composition and shared toolkit). */
function domainOf(path: string): string | null {
  const parts = path.split('/');
  return parts[0] === 'mock' && parts[1] === 'domains' && parts.length > 3 ? parts[2]! : null;
}

/**
 * What the contract suites may use of the mock: the in-process target (server.ts),
 * the documented texts (messages.ts), the spec machinery they judge answers with,
 * and a domain's record types and public face. Anything else would tie the suites
 * to this mock's insides, which another implementation does not share.
 */
const mockFacesForContracts = [
  'mock/server.ts',
  'mock/messages.ts',
  'mock/core/pipeline/spec-loader.ts',
  'mock/core/pipeline/validation.ts',
  'mock/core/pipeline/response-check.ts',
  'mock/core/pipeline/ajv.ts',
  'mock/core/pipeline/deviations.ts',
];

function contractProblems(imports: Import[]): string[] {
  return imports
    .filter((i) => i.from.startsWith('contracts/') && i.to.startsWith('mock/'))
    .filter((i) => !mockFacesForContracts.includes(i.to) && !(domainOf(i.to) && domainFaces.includes(posix.basename(i.to))))
    .map(
      (i) =>
        `${i.from} imports '${i.specifier}': the suites use the mock only through ${mockFacesForContracts.join(', ')} and a domain's ${domainFaces.join(' or ')}`,
    );
}

/** The rooms of core a domain may use: what the mock holds and what handlers use, never the request pipeline. */
const roomsForDomains = ['state', 'toolkit'];

/** The room of mock/core/<room>/ a file belongs to; null outside core. Rooms are not layers: core is one layer. */
function coreRoomOf(path: string): string | null {
  const parts = path.split('/');
  return parts[0] === 'mock' && parts[1] === 'core' && parts.length > 3 ? parts[2]! : null;
}

/** The top-level layer a file belongs to: mock/<dir> (core with its rooms), server, cli, fixtures, or the path's first folder. */
function layerOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'mock') return parts[0] === 'spec' && parts[1] === 'generated' ? 'spec/generated' : parts[0]!;
  if (parts.length > 2) return parts[1]!;
  return serverFiles.has(path) ? 'server' : 'cli';
}

function layerProblems(imports: Import[]): string[] {
  const problems: string[] = [];
  const name = (i: Import) => `${i.from} imports '${i.specifier}'`;
  for (const i of imports) {
    const fromLayer = layerOf(i.from);
    const toLayer = layerOf(i.to);
    if (fromLayer === 'core' && toLayer !== 'core' && toLayer !== 'spec/generated') problems.push(`${name(i)}: core imports only core and spec/generated`);
    if (i.from.startsWith('mock/') && i.from !== compositionRoot && toLayer === 'fixtures')
      problems.push(`${name(i)}: only ${compositionRoot} imports fixtures`);
    if (fromLayer === 'domains' && aboveDomains.includes(toLayer)) problems.push(`${name(i)}: a domain imports nothing above the domains`);
    const toRoom = coreRoomOf(i.to);
    if (fromLayer === 'domains' && toLayer === 'core' && !(toRoom && roomsForDomains.includes(toRoom)))
      problems.push(`${name(i)}: a domain uses of core only ${roomsForDomains.map((room) => `core/${room}/`).join(' and ')}, never the request pipeline`);
    const [fromDomain, toDomain] = [domainOf(i.from), domainOf(i.to)];
    if (fromDomain && toDomain && fromDomain !== toDomain && !domainFaces.includes(posix.basename(i.to)))
      problems.push(`${name(i)}: a domain uses another only through its ${domainFaces.join(' or ')}`);
    if (fromLayer === 'faults' && toDomain && !domainFaces.includes(posix.basename(i.to)))
      problems.push(`${name(i)}: fault mode uses a domain only through its ${domainFaces.join(' or ')}`);
  }
  return [...problems, ...layerCycles(imports)];
}

/** Every cycle between layers, each named by one import per step. */
function layerCycles(imports: Import[]): string[] {
  const edges = new Map<string, Map<string, Import>>();
  for (const i of imports) {
    const [a, b] = [layerOf(i.from), layerOf(i.to)];
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Map());
    if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, i);
  }
  const cycles = new Set<string>();
  const walk = (layer: string, path: string[]): void => {
    for (const next of edges.get(layer)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = [...path.slice(at), next];
        // One report per cycle, whichever layer it is entered from.
        const start = loop.slice(0, -1).sort()[0]!;
        const key = loop
          .slice(0, -1)
          .map((_, k, ring) => ring[(k + ring.indexOf(start)) % ring.length])
          .join(' -> ');
        cycles.add(key);
        continue;
      }
      walk(next, [...path, next]);
    }
  };
  for (const layer of edges.keys()) walk(layer, [layer]);
  return [...cycles].map((key) => {
    const ring = key.split(' -> ');
    const steps = ring.map((layer, k) => edges.get(layer)!.get(ring[(k + 1) % ring.length]!)!);
    return `layers import each other (${[...ring, ring[0]].join(' -> ')}): ${steps.map((i) => `${i.from} imports '${i.specifier}'`).join('; ')}`;
  });
}

describe('what the contract suites use of the mock', () => {
  const imports = sourceFiles('contracts', true).flatMap(relativeImports);

  it('only its public faces', () => {
    expect(imports.some((i) => i.to === 'mock/server.ts')).toBe(true);
    expect(contractProblems(imports)).toEqual([]);
  });

  it('names the file and the import past a face', () => {
    const from = 'contracts/bid-models/leave-alone.test.ts';
    const at = (specifier: string): Import => ({ from, specifier, to: posix.normalize(posix.join(posix.dirname(from), specifier)) });
    expect(
      contractProblems([at('../../mock/domains/bid-models/catalog.ts'), at('../../mock/domains/bid-models/index.ts'), at('../../mock/server.ts')]),
    ).toEqual([
      `${from} imports '../../mock/domains/bid-models/catalog.ts': the suites use the mock only through ${mockFacesForContracts.join(', ')} and a domain's model.ts or index.ts`,
    ]);
  });
});

describe('the layers of the mock', () => {
  const imports = ['mock', 'fixtures'].flatMap((dir) => sourceFiles(dir)).flatMap(relativeImports);

  it('reads the imports of every source file', () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.some((i) => i.from === 'mock/core/state/state.ts' && i.to === 'mock/core/state/clock.ts')).toBe(true);
    expect(imports.some((i) => i.from.startsWith('mock/domains/') && i.to === 'mock/core/toolkit/context.ts')).toBe(true);
  });

  it('run one way: no import runs back up, none forms a circle', () => {
    expect(layerProblems(imports)).toEqual([]);
  });

  it('names the file and the import that breaks a rule', () => {
    const up = (from: string, specifier: string): Import => ({ from, specifier, to: posix.normalize(posix.join(posix.dirname(from), specifier)) });
    expect(
      layerProblems([
        up('mock/core/pipeline/pipeline.ts', '../../admin/guard.ts'),
        up('mock/core/state/state.ts', '../pipeline/journal.ts'),
        up('mock/core/toolkit/context.ts', '../../../spec/generated/operations.ts'),
      ]),
    ).toEqual(["mock/core/pipeline/pipeline.ts imports '../../admin/guard.ts': core imports only core and spec/generated"]);
    expect(
      layerProblems([
        up('mock/domains/users/state.ts', '../../core/pipeline/auth.ts'),
        up('mock/domains/world.ts', '../core/pipeline/spec-loader.ts'),
        up('mock/domains/users/state.ts', '../../core/toolkit/context.ts'),
        up('mock/domains/vld/handlers.ts', '../../core/state/downloads.ts'),
      ]),
    ).toEqual([
      "mock/domains/users/state.ts imports '../../core/pipeline/auth.ts': a domain uses of core only core/state/ and core/toolkit/, never the request pipeline",
      "mock/domains/world.ts imports '../core/pipeline/spec-loader.ts': a domain uses of core only core/state/ and core/toolkit/, never the request pipeline",
    ]);
    expect(layerProblems([up('mock/domains/audiences/rules.ts', '../../../fixtures/audiences.ts')])).toEqual([
      "mock/domains/audiences/rules.ts imports '../../../fixtures/audiences.ts': only mock/server.ts imports fixtures",
    ]);
    expect(layerProblems([up('mock/domains/index.ts', '../variants/index.ts')])).toEqual([
      "mock/domains/index.ts imports '../variants/index.ts': a domain imports nothing above the domains",
    ]);
    expect(
      layerProblems([
        up('mock/domains/creatives/views.ts', '../users/state.ts'),
        up('mock/domains/creatives/views.ts', '../users/index.ts'),
        up('mock/domains/creatives/views.ts', '../bid-models/model.ts'),
        up('mock/domains/index.ts', './users/state.ts'),
      ]),
    ).toEqual(["mock/domains/creatives/views.ts imports '../users/state.ts': a domain uses another only through its model.ts or index.ts"]);
    expect(layerProblems([up('mock/faults/vld.ts', '../domains/vld/store.ts'), up('mock/faults/vld.ts', '../domains/vld/index.ts')])).toEqual([
      "mock/faults/vld.ts imports '../domains/vld/store.ts': fault mode uses a domain only through its model.ts or index.ts",
    ]);
    expect(
      layerProblems([up('fixtures/users.ts', '../mock/domains/users/rules.ts'), up('mock/domains/users/handlers.ts', '../../../fixtures/assets.ts')]),
    ).toEqual([
      "mock/domains/users/handlers.ts imports '../../../fixtures/assets.ts': only mock/server.ts imports fixtures",
      "layers import each other (domains -> fixtures -> domains): mock/domains/users/handlers.ts imports '../../../fixtures/assets.ts'; fixtures/users.ts imports '../mock/domains/users/rules.ts'",
    ]);
  });
});
