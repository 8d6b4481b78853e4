import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { specRoot } from './spec-bundle.ts';
import { unreferencedFiles } from './spec-files.ts';

describe('spec files', () => {
  it('spec/openapi.yaml references every path file (add its line to the index)', () => {
    expect(unreferencedFiles(specRoot, 'openapi.yaml', 'paths')).toEqual([]);
  });

  describe('in a spec tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'spec-files-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('openapi.yaml', 'paths:\n  /a:\n    $ref: ./paths/a/a.yaml\n');
    write('paths/a/a.yaml', 'get:\n  parameters:\n    - $ref: ../common.yaml#/id\n');
    write('paths/common.yaml', 'id:\n  name: id\n');
    write('paths/b/stray.yaml', 'get: {}\n');

    it('names a path file the index reaches neither directly nor through another file', () => {
      expect(unreferencedFiles(root, 'openapi.yaml', 'paths')).toEqual(['paths/b/stray.yaml']);
    });
  });
});
