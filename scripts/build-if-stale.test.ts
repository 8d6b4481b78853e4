/**
 * `npm start` builds only when the build is missing or older than a source it reads
 * (scripts/build-if-stale.mjs): tried in a package of its own whose build only
 * counts how often it ran.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let pkg = '';
const builds = () =>
  readFile(join(pkg, 'builds.txt'), 'utf8').then(
    (text) => text.length,
    () => 0,
  );
const check = () => spawnSync(process.execPath, [join(pkg, 'scripts/build-if-stale.mjs')], { cwd: pkg, encoding: 'utf8' });

/** Sets a file's date `seconds` from now. */
async function dated(file: string, seconds: number): Promise<void> {
  const when = new Date(Date.now() + seconds * 1000);
  await utimes(join(pkg, file), when, when);
}

beforeAll(async () => {
  pkg = await mkdtemp(join(tmpdir(), 'build-if-stale-'));
  for (const dir of ['scripts', 'mock', 'spec', 'dist/bin']) await mkdir(join(pkg, dir), { recursive: true });
  await copyFile(new URL('./build-if-stale.mjs', import.meta.url), join(pkg, 'scripts/build-if-stale.mjs'));
  // The build appends one character a run and writes the stamp the check reads.
  const build = "require('fs').appendFileSync('builds.txt', 'x'); require('fs').writeFileSync('dist/bin/cli.cjs.cache', '')";
  await writeFile(join(pkg, 'package.json'), JSON.stringify({ name: 'stale-check', scripts: { build: `node -e "${build}"` } }));
  for (const file of ['mock/server.ts', 'mock/server.test.ts', 'spec/DECISIONS.md']) await writeFile(join(pkg, file), '');
});

afterAll(async () => {
  await rm(pkg, { recursive: true, force: true });
});

describe('npm start builds only a stale tree', () => {
  it('builds when there is no build, then not again while nothing the build reads changes', async () => {
    expect(check().status).toBe(0);
    expect(await builds()).toBe(1);
    for (const file of ['package.json', 'mock/server.ts', 'mock/server.test.ts', 'spec/DECISIONS.md']) await dated(file, -60);
    expect(check().status).toBe(0);
    expect(await builds()).toBe(1);
    // A test or a note newer than the build changes nothing the build reads.
    await dated('mock/server.test.ts', 60);
    await dated('spec/DECISIONS.md', 60);
    expect(check().status).toBe(0);
    expect(await builds()).toBe(1);
  });

  it('builds again once a source is newer than the build, saying why', async () => {
    await dated('mock/server.ts', 120);
    const run = check();
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('Sources changed since the last build: building.');
    expect(await builds()).toBe(2);
  });
});
