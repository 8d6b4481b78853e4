/** Which changes reload the server, and how a burst of them becomes one batch. */
import { appendFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isIgnored, shownPath, watchChanges, type ChangeWatcher } from './changes.ts';

const generated = ['/p/spec/generated', '/p/dist'];

describe('isIgnored', () => {
  it.each(['/p/spec/paths/users/login.yaml', '/p/mock/core/pipeline/auth.ts', '/p/spec/generated-notes.md'])('reloads on %s', (path) => {
    expect(isIgnored(path, generated)).toBe(false);
  });

  it.each([
    '/p/spec/generated/openapi.json',
    '/p/dist/mock/cli.js',
    '/p/mock/node_modules/x/index.js',
    '/p/.git/index',
    '/p/mock/core/auth.test.ts',
    '/p/mock/core/.auth.ts.swp',
    '/p/mock/core/pipeline/auth.ts.swx',
    '/p/mock/core/4913',
    '/p/mock/core/pipeline/auth.ts~',
    '/p/mock/core/.#auth.ts',
    '/p/mock/core/#auth.ts#',
    '/p/mock/core/pipeline/auth.ts___jb_tmp___',
    '/p/spec/paths/x.yaml.tmp',
    '/p/mock/core/sedAb12Cd',
    '/p/mock/core/.goutputstream-K3W8S2',
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

  /** Waits until `batches` has `count` batches (3 s at most), then a little more, so that an extra one would show. */
  async function batchesOf(batches: string[][], count: number): Promise<string[][]> {
    for (let waited = 0; waited < 3000 && batches.length < count; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 200));
    return batches;
  }

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

  it('keeps seeing a file after a save that replaces it (a temp file renamed over it, as sed -i and safe-writing editors do)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-changes-'));
    mkdirSync(join(dir, 'domains', 'users'), { recursive: true });
    const file = join(dir, 'domains', 'users', 'messages.ts');
    writeFileSync(file, 'export const a = 1;\n');
    const batches: string[][] = [];
    watcher = watchChanges([dir], [], (paths) => batches.push(paths), 100);
    writeFileSync(join(dir, 'domains', 'users', 'sedAb12Cd'), 'export const a = 2;\n');
    renameSync(join(dir, 'domains', 'users', 'sedAb12Cd'), file);
    expect(await batchesOf(batches, 1)).toEqual([[file]]);
    appendFileSync(file, '//x\n');
    expect(await batchesOf(batches, 2)).toEqual([[file], [file]]);
  });

  it('watches a directory made or moved in after the start, and reports one removed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'watch-changes-'));
    mkdirSync(join(dir, 'old'));
    const batches: string[][] = [];
    watcher = watchChanges([dir], [], (paths) => batches.push(paths), 100);
    mkdirSync(join(dir, 'made'));
    expect(await batchesOf(batches, 1)).toEqual([[join(dir, 'made')]]);
    writeFileSync(join(dir, 'made', 'a.ts'), '1');
    expect(await batchesOf(batches, 2)).toEqual([[join(dir, 'made')], [join(dir, 'made', 'a.ts')]]);
    rmSync(join(dir, 'old'), { recursive: true });
    renameSync(join(dir, 'made'), join(dir, 'moved'));
    expect((await batchesOf(batches, 3))[2]).toEqual(expect.arrayContaining([join(dir, 'made'), join(dir, 'moved'), join(dir, 'old')]));
    appendFileSync(join(dir, 'moved', 'a.ts'), '2');
    expect((await batchesOf(batches, 4))[3]).toEqual([join(dir, 'moved', 'a.ts')]);
  });
});
