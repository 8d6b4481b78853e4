/**
 * The package as its users see it. The package is built with the project's own build
 * config into a temporary directory (scripts/installed-package.ts).
 * - The `ad-platform-mock/types` entry, as a frontend project sees it: a consumer
 *   project (the package linked into its node_modules, no network) compiles against it
 *   with its own strict tsconfig, under `bundler`, `node16` and `node` (node10)
 *   resolution. Files with deliberate mistakes must fail to compile, which proves the
 *   types bind; the README's example compiles verbatim and runs against the mock.
 * - The contract harness, as an API team sees it: the packed tarball installed into an
 *   empty project, whose `ad-platform-mock contracts --smoke` passes against the
 *   installed command serving the platform alone.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type MockServer } from '../mock/server.ts';
import { startMockProcess } from '../mock/cli-process.ts';
import { loadBundle } from '../mock/code-cache.ts';
import { buildPackage, installTarball, junitCounts, packPackage, runProgram, smokeFromInstalledPackage, type Run } from './installed-package.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

/** Runs node with arguments, never throwing: the exit code and everything printed. */
function node(args: string[], cwd: string, timeout = 120_000): Promise<Run> {
  return runProgram(process.execPath, args, { cwd, timeout });
}

/** The fenced TypeScript block of the README's "Typed client" section, as written there. */
async function readmeExample(): Promise<string> {
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Typed client'));
  const block = section?.match(/```ts\n([\s\S]*?)```/);
  if (!block) throw new Error('README has no ```ts block under "## Typed client"');
  return block[1]!;
}

const compilerOptions = {
  strict: true,
  noEmit: true,
  target: 'ES2022',
  skipLibCheck: false,
};

const consumerFiles: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'frontend', private: true, type: 'module' }),
  // A browser app: DOM types, bundler resolution, every declaration checked.
  'tsconfig.bundler.json': JSON.stringify({
    compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM'], types: [] },
    files: ['client.ts', 'readme-client.ts'],
  }),
  // A Node project: node16 resolution through the package's exports.
  'tsconfig.node16.json': JSON.stringify({
    compilerOptions: { ...compilerOptions, module: 'Node16', moduleResolution: 'Node16', lib: ['ES2022'], types: ['node'], skipLibCheck: true },
    files: ['client.ts', 'readme-client.ts'],
  }),
  // An older project: node (node10) resolution, which reads no exports map (package.json typesVersions).
  'tsconfig.node10.json': JSON.stringify({
    compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'node', lib: ['ES2022', 'DOM'], types: [], skipLibCheck: true },
    files: ['client.ts', 'readme-client.ts'],
  }),
  // The declarations are checked once, above; here only the mistakes count.
  'tsconfig.mistakes.json': JSON.stringify({
    compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM'], types: [], skipLibCheck: true },
    include: ['mistakes/*.ts'],
  }),
  'client.ts': `import createClient from 'openapi-fetch';
import { operationRoutes } from 'ad-platform-mock/types';
import type {
  ErrorResponse, HeaderParams, OperationId, Operations, PathParams, QueryParams, RequestBody, ResponseBody,
  SuccessResponse, User, V3Failure, paths,
} from 'ad-platform-mock/types';

// Exact equality: a type that widened to any or unknown fails it.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectTrue<T extends true>(proof: T): T {
  return proof;
}

export const ids: OperationId[] = ['login', 'listUsers', 'resetWorld', 'downloadFile'];
expectTrue<Equal<Operations['login']['method'], 'post'>>(true);
expectTrue<Equal<Operations['listUsers']['path'], '/api/v3/ua/users/list'>>(true);
expectTrue<Equal<ResponseBody<'login'>['data']['owId'], number>>(true);
expectTrue<Equal<ResponseBody<'login'>['data']['access_token'], string>>(true);
expectTrue<Equal<ResponseBody<'listUsers'>['data']['data'], User[]>>(true);
expectTrue<Equal<ResponseBody<'listUsers', 403>, V3Failure>>(true);
expectTrue<Equal<SuccessResponse<'getClock'>, ResponseBody<'getClock', 200>>>(true);
expectTrue<Equal<ErrorResponse<'listUsers'>, V3Failure>>(true);
expectTrue<Equal<RequestBody<'logout'>, never>>(true);
expectTrue<Equal<HeaderParams<'listUsers'>['X-IAA-OW-ID'], number>>(true);
expectTrue<Equal<PathParams<'downloadFile'>['fileId'], string>>(true);
expectTrue<Equal<QueryParams<'listUsers'>['limit'], number | undefined>>(true);
export const route: { readonly method: 'get'; readonly path: '/api/v3/ua/users/list' } = operationRoutes.listUsers;

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });

export async function firstUserEmail(token: string, owId: number): Promise<string | undefined> {
  const { data, error } = await client.GET('/api/v3/ua/users/list', {
    headers: { Authentication: \`Bearer \${token}\` },
    params: { header: { 'X-IAA-OW-ID': owId }, query: { limit: 1 } },
  });
  if (error) return error.errorObjects[0]?.error;
  const page: ResponseBody<'listUsers'> = data;
  return page.data.data[0]?.email;
}

export async function downloadReport(fileId: string): Promise<Blob | undefined> {
  const { data } = await client.GET('/files/{fileId}', { params: { path: { fileId } }, parseAs: 'blob' });
  return data;
}
`,
  // One mistake a file, each of which a client could make.
  'mistakes/misspelt-field.ts': `import type { ResponseBody } from 'ad-platform-mock/types';
declare const answer: ResponseBody<'login'>;
export const token: string = answer.data.acces_token;
`,
  'mistakes/unknown-operation.ts': `import type { ResponseBody } from 'ad-platform-mock/types';
export type Answer = ResponseBody<'loginUser'>;
`,
  'mistakes/wrong-field-type.ts': `import type { ResponseBody } from 'ad-platform-mock/types';
declare const page: ResponseBody<'listUsers'>;
export const email: number = page.data.data[0]!.email;
`,
  'mistakes/unknown-path.ts': `import createClient from 'openapi-fetch';
import type { paths } from 'ad-platform-mock/types';
const client = createClient<paths>();
export const answer = client.GET('/api/v3/ua/user/list', { params: { header: { 'X-IAA-OW-ID': 1001 } } });
`,
  'mistakes/missing-workspace-header.ts': `import createClient from 'openapi-fetch';
import type { paths } from 'ad-platform-mock/types';
const client = createClient<paths>();
export const answer = client.GET('/api/v3/ua/users/list', { params: { query: { limit: 5 } } });
`,
  'mistakes/wrong-body.ts': `import createClient from 'openapi-fetch';
import type { paths } from 'ad-platform-mock/types';
const client = createClient<paths>();
export const answer = client.POST('/api/v3/ua/login', { body: { grantType: 'pasword', email: 'a@b.example', password: 'x' } });
`,
};

/** Each mistake file, and what the compiler's complaint about it must name. */
const mistakes: Record<string, string> = {
  'misspelt-field.ts': 'acces_token',
  'unknown-operation.ts': 'loginUser',
  'wrong-field-type.ts': "Type 'string' is not assignable to type 'number'",
  'unknown-path.ts': '/api/v3/ua/user/list',
  'missing-workspace-header.ts': "Property 'header' is missing",
  'wrong-body.ts': 'pasword',
};

let work: string;
let pkg: string;
let consumer: string;
let build: Run;
let bundle: Run;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ad-platform-mock-types-'));
  pkg = join(work, 'package');
  consumer = join(work, 'frontend');
  ({ build, bundle } = await buildPackage(pkg));
  const modules = join(consumer, 'node_modules');
  await mkdir(join(modules, '@types'), { recursive: true });
  await mkdir(join(consumer, 'mistakes'));
  await symlink(pkg, join(modules, 'ad-platform-mock'), 'dir');
  for (const dependency of ['openapi-fetch', 'openapi-typescript-helpers', '@types/node', 'undici-types']) {
    await symlink(join(root, 'node_modules', dependency), join(modules, dependency), 'dir');
  }
  for (const [file, text] of Object.entries(consumerFiles)) await writeFile(join(consumer, file), text);
  await writeFile(join(consumer, 'readme-client.ts'), await readmeExample());
}, 180_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the ad-platform-mock/types package entry', () => {
  it('npm run build emits it with declarations, and the package ships it', async () => {
    expect(build.output, 'tsc -p tsconfig.build.json').toBe('');
    expect(build.code).toBe(0);
    expect(bundle.output, 'tsx scripts/bundle-cli.ts').toBe('');
    expect(bundle.code).toBe(0);
    const manifest = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      exports: Record<string, string | Record<string, string>>;
    };
    const targets = [
      ...Object.values(manifest.bin),
      ...Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target))),
    ].map((path) => path.replace(/^\.\//, ''));
    expect(targets).toEqual(expect.arrayContaining(['dist/types/index.d.ts', 'dist/types/index.js', 'dist/bin/ad-platform-mock.js']));
    const packed = await packedFiles(pkg);
    for (const target of targets) expect(packed, `npm pack includes ${target}`).toContain(target);
    // What the command loads: the bundled CLI, V8's code cache of it, and the response checks.
    expect(packed).toEqual(expect.arrayContaining(['dist/bin/cli.cjs', 'dist/bin/cli.cjs.cache', 'dist/bin/response-validators.cjs']));
    expect(packed).not.toContain('dist/.tsbuildinfo');
    // The harness: the contract suites and their runner, compiled; not this project's own tests and tools.
    expect(packed).toEqual(expect.arrayContaining(['dist/scripts/contracts/run.js', 'dist/contracts/users/login.test.js', 'dist/contracts/support/api.js']));
    for (const path of ['dist/contracts/coverage.test.js', 'dist/scripts/contracts/sweep.js', 'dist/mock/server.test.js']) expect(packed).not.toContain(path);
  }, 60_000);

  it("the command's code cache fits the bundle it was made from, on this Node; the bundle is strict code, as its modules were", async () => {
    const file = join(pkg, 'dist/bin/cli.cjs');
    // A directive counts only first in the file: anything before it would leave the bundle in sloppy mode.
    expect((await readFile(file, 'utf8')).slice(0, 13)).toBe("'use strict';");
    const cli = loadBundle(file);
    expect(cli.cache).toBe('used');
    expect(cli.exports.runCli).toBeTypeOf('function');
  });

  it('a strict consumer compiles against it with bundler resolution and DOM types, every declaration checked', async () => {
    const run = await node([tsc, '-p', 'tsconfig.bundler.json'], consumer);
    expect(run.output).toBe('');
    expect(run.code).toBe(0);
  }, 60_000);

  it('a strict consumer compiles against it with node16 resolution through the exports map', async () => {
    const run = await node([tsc, '-p', 'tsconfig.node16.json'], consumer);
    expect(run.output).toBe('');
    expect(run.code).toBe(0);
  }, 60_000);

  it('a strict consumer compiles against it with node (node10) resolution, which reads no exports map', async () => {
    const run = await node([tsc, '-p', 'tsconfig.node10.json'], consumer);
    expect(run.output).toBe('');
    expect(run.code).toBe(0);
  }, 60_000);

  it('mistakes do not compile: a misspelt field, an unknown operationId or path, a wrong type, a missing header, a wrong body', async () => {
    const run = await node([tsc, '-p', 'tsconfig.mistakes.json', '--pretty', 'false'], consumer);
    expect(run.code).not.toBe(0);
    for (const [file, complaint] of Object.entries(mistakes)) {
      const errors = run.output.split('\n').filter((line) => line.startsWith(`mistakes/${file}(`));
      expect(errors.length, `${file} compiles, but should not`).toBeGreaterThan(0);
      expect(errors.join('\n'), `${file}'s error`).toContain(complaint);
    }
  }, 60_000);

  it('loads at run time through the exports map, beside the main entry and the command', async () => {
    const types = await node(
      ['--input-type=module', '-e', "const m = await import('ad-platform-mock/types'); console.log(JSON.stringify(m.operationRoutes.login))"],
      consumer,
    );
    expect(types.output.trim()).toBe('{"method":"post","path":"/api/v3/ua/login"}');
    const main = await node(['--input-type=module', '-e', "const m = await import('ad-platform-mock'); console.log(typeof m.buildServer)"], consumer);
    expect(main.output.trim()).toBe('function');
    const command = await node([join(consumer, 'node_modules/ad-platform-mock/dist/bin/ad-platform-mock.js'), '--help'], consumer);
    expect(command.output).toContain('Usage: ad-platform-mock');
    // The installed command finds its own package.json, wherever the package sits.
    const version = await node([join(consumer, 'node_modules/ad-platform-mock/dist/bin/ad-platform-mock.js'), '--version'], consumer);
    expect(version.output.trim()).toBe(JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version);
  }, 60_000);

  it('the bundled command serves the API, the docs page, the YAML contract and the parts loaded on demand', async () => {
    const entry = join(pkg, 'dist/bin/ad-platform-mock.js');
    // --variants and --validate-responses load their parts (and Ajv's runtime) at start.
    const mock = await startMockProcess(['--quiet', '--variants', '--validate-responses'], 15_000, { entry });
    try {
      const login = await fetch(`${mock.url}/api/v3/ua/login`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' }),
      });
      expect(login.status).toBe(200);
      // A variant may answer in the v2 envelope, and leave out listed fields; the token is promised.
      const answer = (await login.json()) as { data?: { access_token: string }; responseObject?: { access_token: string } };
      expect(typeof (answer.data ?? answer.responseObject)?.access_token).toBe('string');
      const yaml = await fetch(`${mock.url}/openapi.yaml`);
      expect(yaml.status).toBe(200);
      expect(await yaml.text()).toMatch(/^openapi: 3\.1\.0$/m);
      const page = await (await fetch(`${mock.url}/docs`)).text();
      const asset = /src="(\/docs\/assets\/[^"]+\.js)"/.exec(page)?.[1];
      expect(asset, 'the docs page names its script').toBeDefined();
      expect((await fetch(`${mock.url}${asset}`)).status).toBe(200);
      expect(mock.output()).not.toMatch(/internal error|response violation/);
    } finally {
      await mock.stop();
    }
  }, 60_000);

  describe('the README example', () => {
    let server: MockServer;
    let baseUrl: string;
    beforeAll(async () => {
      server = await buildServer({ frozenClock: true, rateLimit: null, validateResponses: 'collect' });
      baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await server?.app.close();
    });

    it('logs in and lists five users against the mock, every answer within the contract', async () => {
      const example = await readmeExample();
      expect(example).toContain("'http://127.0.0.1:4010'");
      await writeFile(join(consumer, 'readme-run.ts'), example.replace("'http://127.0.0.1:4010'", JSON.stringify(baseUrl)));
      const run = await node([tsx, 'readme-run.ts'], consumer, 60_000);
      expect(run.code, run.output).toBe(0);
      const lines = run.output.trim().split('\n');
      expect(lines).toHaveLength(5);
      for (const line of lines) expect(line).toMatch(/^\S+@\S+ \w+$/);
      expect(server.violations).toEqual([]);
    }, 60_000);
  });
});

describe('the contract harness, from the package installed in an empty project', () => {
  let project: string;
  let install: Run;
  beforeAll(async () => {
    const tarball = await packPackage(pkg, work);
    project = join(work, 'api-team');
    install = await installTarball(tarball, project, process.execPath);
  }, 180_000);

  it(`installs from the tarball on Node ${process.versions.node} without an engine warning or an install script of its own`, () => {
    expect(install.code, install.output).toBe(0);
    expect(install.output).not.toMatch(/EBADENGINE|Unsupported engine/);
    expect(install.output).not.toMatch(/ad-platform-mock@[\d.]+ \(/);
  });

  it('`ad-platform-mock contracts --smoke` passes against the installed command with --no-admin, every operation called, and writes its JUnit report', async () => {
    const run = await smokeFromInstalledPackage(project, process.execPath);
    expect(run.code, `${run.output}\n${run.serverOutput}`).toBe(0);
    expect(run.output).toMatch(/^Smoke: (\d+) of \1 operations called/m);
    expect(run.junit, 'the JUnit report').not.toBeNull();
    const counts = junitCounts(run.junit!);
    expect(counts.tests).toBeGreaterThan(100);
    expect(counts).toMatchObject({ failures: 0, errors: 0 });
  }, 180_000);
});

/** What `npm pack` would put in the tarball (scripts off: the build is already there). */
function packedFiles(cwd: string): Promise<string[]> {
  return new Promise((done, fail) => {
    execFile('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return fail(error);
      const [tarball] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { files: { path: string }[] }[];
      done(tarball!.files.map((f) => f.path));
    });
  });
}
