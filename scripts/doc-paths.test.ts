/**
 * The documents name the project's files as they are. A code span in the README,
 * CONTRIBUTING, spec/DECISIONS.md or docs/ that reads as a path from the root
 * (`mock/core/pipeline/routes.ts`, `spec/paths/`) must exist; one that is a bare file name
 * (`routes.ts`, beside the folder the sentence names) must be the name of some file
 * of the project. A link (`[text](target)`) to a file of the project must reach one,
 * from the document's folder. Paths under reports/ are what commands write, so they
 * are not checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const documents = ['README.md', 'CONTRIBUTING.md', 'spec/DECISIONS.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)];
const projectFolders = ['mock', 'contracts', 'spec', 'scripts', 'fixtures', 'docs', 'examples', '.ci'];
const fileName = /^[\w.-]+\.(?:ts|mjs|js|json|md|yaml|sh)$/;
/** Folders of the root that hold no project file: installed packages, history, and what commands write. */
const notWalked = new Set(['node_modules', '.git', 'reports', 'dist', 'coverage']);

export interface Project {
  exists(path: string): boolean;
  hasFileNamed(name: string): boolean;
}

/** The paths and file names a document's code spans and links give that the project lacks; `folder` is the document's. */
export function missingPaths(text: string, project: Project, folder = '.'): string[] {
  const missing = new Set<string>();
  for (const target of linkTargets(text)) {
    const path = normalize(join(folder, target));
    if (!path.startsWith('reports/') && !project.exists(path)) missing.add(path);
  }
  for (const span of namedPaths(text)) {
    // A path may be followed by a line (`file.ts:12`), an anchor or a call (`file.ts (name)`).
    const path = span.replace(/[:#(].*$/, '').replace(/[.,;)]+$/, '');
    if (/[<>*{}$]/.test(path)) continue; // a pattern or a placeholder, not a path
    const isRooted = projectFolders.some((folder) => path.startsWith(`${folder}/`));
    if (isRooted ? !project.exists(path) : fileName.test(path) && !project.hasFileNamed(path)) missing.add(path);
  }
  return [...missing];
}

/** Code spans, and the words of fenced blocks (a layout, a command line) that start with a project folder. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  const blocks = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
  const words = blocks
    .flatMap((block) => block.split(/\s+/).map((word) => word.replace(/^\(/, '')))
    .filter((word) => projectFolders.some((folder) => word.startsWith(`${folder}/`)));
  return [...spans, ...words];
}

/** The targets of a document's links to files of the project: not to the web, and without their anchor. */
function linkTargets(text: string): string[] {
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!.replace(/#.*$/, ''));
  return targets.filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

function fileNames(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (dir === '.' && notWalked.has(entry.name)) continue;
    if (entry.isDirectory()) fileNames(join(dir, entry.name), names);
    else names.add(entry.name);
  }
  return names;
}

describe('paths named in the documents', () => {
  const names = fileNames('.');
  const project: Project = { exists: (path) => existsSync(join(root, path)), hasFileNamed: (name) => names.has(name) };

  for (const document of documents) {
    it(`${document} names only paths that exist`, () => {
      expect(missingPaths(readFileSync(join(root, document), 'utf8'), project, dirname(document))).toEqual([]);
    });
  }

  it('names a rooted path or a file name that is gone, and passes over patterns and reports', () => {
    const text = [
      'See `mock/core/pipeline/routes.ts`, `mock/core/gone.ts:12`, `spec/paths/`, `gone.yaml`, `routes.ts (buildRoutes)`,',
      '`mock/domains/<domain>/`, `reports/mutation/users/mutation.json`, `npm test` and `X-IAA-OW-ID`.',
      '```',
      'mock/core/            the pipeline',
      'mock/old/             a room that is gone',
      '```',
    ].join('\n');
    expect(missingPaths(text, project)).toEqual(['mock/core/gone.ts', 'gone.yaml', 'mock/old/']);
  });

  it("follows links from the document's folder, and passes over the web and anchors", () => {
    const text = 'See [the cookbook](cookbook.md#login), [the README](../README.md), [gone](gone.md), [Fastify](https://fastify.dev) and [above](#top).';
    expect(missingPaths(text, project, 'docs')).toEqual(['docs/gone.md']);
  });
});
