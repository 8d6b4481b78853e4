/**
 * Which files of the split spec the index reaches. Redocly bundles what
 * spec/openapi.yaml references and nothing else, so a path file without its index
 * line would be left out of the contract without a word.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';

/** Every file reached from `index` through relative `$ref`s (fragments dropped), the index included. */
export function referencedFiles(index: string): Set<string> {
  const reached = new Set<string>();
  const pending = [resolve(index)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const ref of fileRefs(parse(readFileSync(file, 'utf8')))) pending.push(resolve(dirname(file), ref));
  }
  return reached;
}

/** The file part of every `$ref` in a parsed document that points outside it. */
function fileRefs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(fileRefs);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key !== '$ref' || typeof value !== 'string') return fileRefs(value);
    const file = value.split('#')[0]!;
    return file === '' ? [] : [file];
  });
}

/** The YAML files under `folder` (relative to `root`) that `index` does not reach, as paths relative to `root`. */
export function unreferencedFiles(root: string, index: string, folder: string): string[] {
  const reached = referencedFiles(join(root, index));
  return yamlFiles(join(root, folder))
    .filter((file) => !reached.has(file))
    .map((file) => relative(root, file))
    .sort();
}

function yamlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
