/**
 * Changes to the sources a running server is built from, gathered into batches:
 * a watcher on each directory, and a batch once nothing has changed for the
 * debounce time, so a save that writes three files, or an editor that writes a
 * temp file and renames it, is one reload.
 *
 * Each directory has its own fs.watch, not one `recursive: true` watch: on Linux,
 * Node 20's recursive watch follows each file by its inode, so a file replaced by
 * a rename (`sed -i`, an editor's safe write) is never reported again. A
 * directory's watcher reports whatever its entries become.
 */
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, isAbsolute, join, relative, sep } from 'node:path';

export const debounceMs = 200;

/**
 * Files an editor writes beside the real one (vim swap and probe files, emacs locks
 * and backups, JetBrains safe-write, gedit's save), and `sed -i`'s temp file.
 */
const editorTempFile = [
  /~$/,
  /^\.#/,
  /^#.*#$/,
  /\.sw[a-px]$/,
  /^4913$/,
  /\.tmp$/i,
  /___jb_(tmp|old)___$/,
  /^\.DS_Store$/,
  /^\.goutputstream-/,
  /^sed[A-Za-z0-9]{6}$/,
];
/** Tests do not change what the server serves. */
const testFile = /\.test\.ts$/;

/**
 * Whether a change cannot matter to the running server: a generated output (which
 * a reload itself writes), a dependency or VCS directory, a test, an editor's temp file.
 */
export function isIgnored(path: string, generatedDirs: readonly string[]): boolean {
  if (isOutsideSources(path, generatedDirs)) return true;
  const name = basename(path);
  return testFile.test(name) || editorTempFile.some((pattern) => pattern.test(name));
}

/** Generated outputs, dependencies and VCS data: nothing under them is watched. */
function isOutsideSources(path: string, generatedDirs: readonly string[]): boolean {
  if (generatedDirs.some((dir) => path === dir || path.startsWith(dir + sep))) return true;
  return path.split(sep).some((segment) => segment === 'node_modules' || segment === '.git');
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
  const batch = new Batch(onBatch, quietMs);
  const tree = new DirectoryWatchers(
    (dir) => isOutsideSources(dir, generatedDirs),
    (path) => {
      if (!isIgnored(path, generatedDirs)) batch.add(path);
    },
  );
  for (const dir of dirs) tree.add(dir, { root: true });
  return {
    close() {
      batch.cancel();
      tree.close();
    },
  };
}

/** Paths gathered until `quietMs` pass without another. */
class Batch {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly onBatch: (paths: string[]) => void,
    private readonly quietMs: number,
  ) {}

  add(path: string): void {
    this.pending.add(path);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const paths = [...this.pending].sort();
      this.pending.clear();
      this.onBatch(paths);
    }, this.quietMs);
  }

  cancel(): void {
    clearTimeout(this.timer);
  }
}

/**
 * One non-recursive watcher per directory of a tree, kept in step with the tree:
 * a 'rename' event (a name that came or went) re-watches what is now at that name,
 * so a directory made, moved in or replaced is watched, and one removed is not.
 */
class DirectoryWatchers {
  private readonly watchers = new Map<string, FSWatcher>();

  constructor(
    private readonly skip: (dir: string) => boolean,
    private readonly onChange: (path: string) => void,
  ) {}

  /** Watches `dir` and each directory under it. A root that cannot be watched is an error; anything else that is gone by now is left out. */
  add(dir: string, { root = false } = {}): void {
    if (this.watchers.has(dir) || this.skip(dir)) return;
    try {
      const watcher = watch(dir, (event, name) => this.changed(dir, event, name));
      // An error ends a watcher (on some platforms, when its directory goes): forget it, not a newer one for the same path.
      watcher.on('error', () => {
        watcher.close();
        if (this.watchers.get(dir) === watcher) this.watchers.delete(dir);
      });
      this.watchers.set(dir, watcher);
      for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) this.add(join(dir, entry.name));
    } catch (error) {
      if (root) throw error;
    }
  }

  private changed(dir: string, event: string, name: string | Buffer | null): void {
    // Some platforms give no name: the directory itself is what changed.
    const path = name ? join(dir, name.toString()) : dir;
    if (event === 'rename' && path !== dir) {
      // A directory's removal comes to its own watcher too, under the directory's own name: not a
      // change inside it. Its parent's watcher reports the removal (and stops this watcher).
      if (basename(path) === basename(dir) && !existsSync(path)) return;
      this.rewatch(path);
    }
    this.onChange(path);
  }

  /**
   * A name came or went: whatever was watched under it stops, and a directory now
   * there is watched. Files written in a new directory before its watcher starts
   * need no event of their own: the directory's event reloads the server already.
   */
  private rewatch(path: string): void {
    this.remove(path);
    if (isDirectory(path)) this.add(path);
  }

  /** Stops watching `dir` and every directory under it. */
  private remove(dir: string): void {
    for (const [watched, watcher] of this.watchers) {
      if (watched !== dir && !watched.startsWith(dir + sep)) continue;
      watcher.close();
      this.watchers.delete(watched);
    }
  }

  close(): void {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // gone again already
  }
}

/** A path as the reload line names it: relative to the project when inside it. */
export function shownPath(root: string, path: string): string {
  const inside = relative(root, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : path;
}
