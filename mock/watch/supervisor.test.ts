/**
 * The supervisor's decisions, with servers, generation and the snapshot route
 * stood in for: when it regenerates, what it keeps running, what it carries
 * across a restart, and the one line each reload prints.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Restored, Saved } from './carry-state.ts';
import type { ServerProcess } from './server-process.ts';
import { runGenerate, Supervisor, watchedDirs, type SupervisorDeps } from './supervisor.ts';

const root = '/project';

interface Stage {
  /** Every step taken, in order. */
  steps: string[];
  printed: string[];
  supervisor: Supervisor;
  /** Ends the running server as a crash would. */
  crash(): void;
}

/** `failing`: the numbers of the starts that fail, as a server with a syntax error does. */
function stage(overrides: Partial<SupervisorDeps> = {}, failing: number[] = []): Stage {
  const steps: string[] = [];
  const printed: string[] = [];
  let started = 0;
  let crash = () => {};
  const start = async (port: number | null): Promise<ServerProcess> => {
    started += 1;
    const n = started;
    steps.push(`start ${n} on ${port ?? 'the given port'}`);
    if (failing.includes(n)) throw new Error('the server exited (code 1) before it listened');
    let exit!: (code: number | null) => void;
    const exited = new Promise<number | null>((resolve) => (exit = resolve));
    crash = () => exit(1);
    return {
      url: 'http://127.0.0.1:4321',
      port: 4321,
      seed: 4010,
      exited,
      stop: async () => {
        steps.push(`stop ${n}`);
        exit(0);
      },
    };
  };
  const deps: SupervisorDeps = {
    root,
    start,
    generate: async () => (steps.push('generate'), null),
    save: async () => (steps.push('save'), { kind: 'snapshot', body: Buffer.from('{}') }),
    restore: async (_server, saved) => (steps.push(`restore ${saved.kind}`), { kind: 'kept' }),
    print: (line) => printed.push(line),
    ...overrides,
  };
  const supervisor = new Supervisor(deps);
  return { steps, printed, supervisor, crash: () => crash() };
}

describe('Supervisor', () => {
  it('restarts on a change under mock/ without generating: state saved, old server stopped, new one on the same port, state restored', async () => {
    const { steps, printed, supervisor } = stage();
    await supervisor.start();
    await supervisor.changed([`${root}/mock/core/pipeline/auth.ts`]);
    expect(steps).toEqual(['start 1 on the given port', 'save', 'stop 1', 'start 2 on 4321', 'restore snapshot']);
    expect(printed).toEqual([expect.stringMatching(/^reloaded in \d+ ms \(changed: mock\/core\/pipeline\/auth\.ts\); state kept$/)]);
  });

  it('regenerates first when a spec source changes (not a generated file)', async () => {
    const { steps, supervisor } = stage();
    await supervisor.start();
    await supervisor.changed([`${root}/spec/paths/users/login.yaml`]);
    expect(steps.slice(1, 3)).toEqual(['generate', 'save']);
    steps.length = 0;
    await supervisor.changed([`${root}/spec/generated/openapi.json`]);
    expect(steps).not.toContain('generate');
  });

  it('keeps the running server when the spec does not generate, saying why in one line', async () => {
    const { steps, printed, supervisor } = stage({ generate: async () => 'YAMLParseError: bad indentation at line 3' });
    await supervisor.start();
    await supervisor.changed([`${root}/spec/paths/users/login.yaml`]);
    expect(steps).toEqual(['start 1 on the given port']);
    expect(printed).toEqual([
      'generate failed (changed: spec/paths/users/login.yaml), the server keeps the previous spec: YAMLParseError: bad indentation at line 3',
    ]);
  });

  it('says the world was rebuilt from its seed when the server has no snapshot route', async () => {
    const { printed, supervisor } = stage({
      save: async (): Promise<Saved> => ({ kind: 'none', why: 'the server has no GET /__mock/snapshot' }),
      restore: async (): Promise<Restored> => ({ kind: 'reset', why: 'the server has no GET /__mock/snapshot' }),
    });
    await supervisor.start();
    await supervisor.changed([`${root}/mock/server.ts`]);
    expect(printed[0]).toMatch(/; state reset: the world was rebuilt from seed 4010 \(the server has no GET \/__mock\/snapshot\)$/);
  });

  it('says what was reset when the new server refuses part of the state', async () => {
    const { printed, supervisor } = stage({ restore: async (): Promise<Restored> => ({ kind: 'partial', what: 'sessions (the token store changed shape)' }) });
    await supervisor.start();
    await supervisor.changed([`${root}/mock/core/sessions.ts`]);
    expect(printed[0]).toMatch(/; state partly reset: sessions \(the token store changed shape\)$/);
  });

  it('after a server that fails to start, carries the last state to the next one that does', async () => {
    const { steps, printed, supervisor } = stage({}, [2]);
    await supervisor.start();
    await supervisor.changed([`${root}/mock/server.ts`]);
    expect(printed.at(-1)).toBe('reload failed (changed: mock/server.ts): the server exited (code 1) before it listened; the next change tries again');
    await supervisor.changed([`${root}/mock/server.ts`]);
    // Saved once, from the first server; given to the third.
    expect(steps).toEqual(['start 1 on the given port', 'save', 'stop 1', 'start 2 on 4321', 'start 3 on 4321', 'restore snapshot']);
    expect(printed.at(-1)).toMatch(/^reloaded in \d+ ms .*state kept$/);
  });

  it('folds the changes made during a reload into one more reload', async () => {
    const { steps, printed, supervisor } = stage();
    await supervisor.start();
    const first = supervisor.changed([`${root}/mock/a.ts`]);
    void supervisor.changed([`${root}/mock/b.ts`]);
    void supervisor.changed([`${root}/mock/c.ts`]);
    await first;
    expect(steps.filter((s) => s.startsWith('start'))).toHaveLength(3);
    expect(printed.map((line) => /\(changed: (.*?)\)/.exec(line)![1])).toEqual(['mock/a.ts', 'mock/b.ts, mock/c.ts']);
  });

  it('says when the server stops on its own, and starts one on the next change', async () => {
    const { printed, supervisor, crash, steps } = stage();
    await supervisor.start();
    crash();
    await new Promise((resolve) => setImmediate(resolve));
    expect(printed).toEqual(['the server stopped (exit code 1); the next change starts it again']);
    await supervisor.changed([`${root}/mock/server.ts`]);
    expect(steps.at(-1)).toBe('restore none');
  });
});

describe('watchedDirs', () => {
  it('watches spec/ and mock/, or the directories MOCK_WATCH_DIRS lists', () => {
    expect(watchedDirs({}, root)).toEqual([join(root, 'spec'), join(root, 'mock')]);
    expect(watchedDirs({ MOCK_WATCH_DIRS: '/tmp/a:/tmp/b' }, root)).toEqual(['/tmp/a', '/tmp/b']);
  });
});

describe('runGenerate', () => {
  it('answers null when the script succeeds, else the line of its output that names the error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watch-generate-'));
    try {
      writeFileSync(join(dir, 'ok.mjs'), 'console.log("wrote spec/generated/openapi.json");');
      writeFileSync(join(dir, 'fails.mjs'), 'console.log("bundling"); throw new Error("Failed to parse: deficient indentation (3:1)");');
      expect(await runGenerate(dir, join(dir, 'ok.mjs'))).toBeNull();
      expect(await runGenerate(dir, join(dir, 'fails.mjs'))).toBe('Error: Failed to parse: deficient indentation (3:1)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
