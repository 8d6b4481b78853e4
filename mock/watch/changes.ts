/**
 * Changes to the sources a running server is built from, gathered into batches:
 * fs.watch recursive (Linux needs Node 20.13+) on each directory, and a batch
 * once nothing has changed for the debounce time, so a save that writes three
 * files, or an editor that writes a temp file and renames it, is one reload.
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename, isAbsolute, join, relative, sep } from 'node:path';

export const debounceMs = 200;

/** Files an editor writes beside the real one (vim swap and probe files, emacs locks and backups, JetBrains safe-write). */
const editorTempFile = [/~$/, /^\.#/, /^#.*#$/, /\.sw[a-px]$/, /^4913$/, /\.tmp$/i, /___jb_(tmp|old)___$/, /^\.DS_Store$/];
/** Tests do not change what the server serves. */
const testFile = /\.test\.ts$/;

/**
 * Whether a change cannot matter to the running server: a generated output (which
 * a reload itself writes), a dependency or VCS directory, a test, an editor's temp file.
 */
export function isIgnored(path: string, generatedDirs: readonly string[]): boolean {
  if (generatedDirs.some((dir) => path === dir || path.startsWith(dir + sep))) return true;
  if (path.split(sep).some((segment) => segment === 'node_modules' || segment === '.git')) return true;
  const name = basename(path);
  return testFile.test(name) || editorTempFile.some((pattern) => pattern.test(name));
}

export interface ChangeWatcher {
  close(): void;
}

/** Calls `onBatch` with the changed paths (absolute, sorted) once the directories have been quiet for `quietMs`. */
export function watchChanges(
  dirs: readonly string[],
  generatedDirs: readonly string[],
  onBatch: (paths: string[]) => void,
  quietMs = debounceMs,
): ChangeWatcher {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = dirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, name) => {
      // Some platforms give no name: the directory itself is what changed.
      const path = name ? join(dir, name.toString()) : dir;
      if (isIgnored(path, generatedDirs)) return;
      pending.add(path);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const batch = [...pending].sort();
        pending.clear();
        onBatch(batch);
      }, quietMs);
    }),
  );
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}

/** A path as the reload line names it: relative to the project when inside it. */
export function shownPath(root: string, path: string): string {
  const inside = relative(root, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : path;
}
