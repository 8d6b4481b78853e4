/** Which changes reload the server, and how a burst of them becomes one batch. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isIgnored, shownPath, watchChanges, type ChangeWatcher } from './changes.ts';

const generated = ['/p/spec/generated', '/p/dist'];

describe('isIgnored', () => {
  it.each(['/p/spec/paths/users/login.yaml', '/p/mock/core/auth.ts', '/p/spec/generated-notes.md'])('reloads on %s', (path) => {
    expect(isIgnored(path, generated)).toBe(false);
  });

  it.each([
    '/p/spec/generated/openapi.json',
    '/p/dist/mock/cli.js',
    '/p/mock/node_modules/x/index.js',
    '/p/.git/index',
    '/p/mock/core/auth.test.ts',
    '/p/mock/core/.auth.ts.swp',
    '/p/mock/core/auth.ts.swx',
    '/p/mock/core/4913',
    '/p/mock/core/auth.ts~',
    '/p/mock/core/.#auth.ts',
    '/p/mock/core/#auth.ts#',
    '/p/mock/core/auth.ts___jb_tmp___',
    '/p/spec/paths/x.yaml.tmp',
  ])('ignores %s', (path) => {
    expect(isIgnored(path, generated)).toBe(true);
  });
});

describe('shownPath', () => {
  it('names a path inside the project relative to it, and any other in full', () => {
    expect(shownPath('/p', '/p/mock/x.ts')).toBe('mock/x.ts');
    expect(shownPath('/p', '/tmp/x.ts')).toBe('/tmp/x.ts');
  });
});

describe('watchChanges', () => {
  let dir: string;
  let watcher: ChangeWatcher | undefined;
  afterEach(() => {
    watcher?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gathers a burst of changes, in subdirectories too, into one batch, leaving out ignored files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-changes-'));
    mkdirSync(join(dir, 'core'));
    const batches: string[][] = [];
    watcher = watchChanges([dir], [join(dir, 'generated')], (paths) => batches.push(paths), 100);
    writeFileSync(join(dir, 'a.ts'), '1');
    writeFileSync(join(dir, 'core', 'b.ts'), '2');
    writeFileSync(join(dir, '.a.ts.swp'), '3');
    for (let waited = 0; waited < 3000 && batches.length === 0; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batches).toEqual([[join(dir, 'a.ts'), join(dir, 'core', 'b.ts')]]);
  });
});
