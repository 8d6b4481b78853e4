/**
 * The options of `npm run mutate` (scripts/mutation-options.ts), checked without
 * running Stryker: what each domain mutates, which tests judge it, where the reports go.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import mutationConfig, { fileHookFailuresFailTests } from '../vitest.mutate.config.ts';
import { checkDomain, domains, mutateFiles, reportPaths, root, strykerOptions, testFiles } from './mutation-options.ts';

describe('mutation options', () => {
  it('knows every contract domain', () => {
    expect(domains).toEqual(['audience-types', 'audiences', 'bid-models', 'conversions', 'creatives', 'dashboards', 'platform', 'reports', 'users', 'vld']);
  });

  it('refuses an unknown domain, naming the known ones', () => {
    expect(() => checkDomain('campaigns')).toThrow(/unknown domain "campaigns"; known domains: audience-types, .*users, vld/);
    expect(() => strykerOptions('nope')).toThrow(/unknown domain "nope"/);
    expect(() => checkDomain('__proto__')).toThrow(/unknown domain/);
  });

  it("mutates the users domain's handlers, rules, state and views, not its tests, model, texts or e-mail kinds", () => {
    expect(mutateFiles('users')).toEqual([
      'mock/domains/users/auth-handlers.ts',
      'mock/domains/users/handlers.ts',
      'mock/domains/users/rules.ts',
      'mock/domains/users/state.ts',
      'mock/domains/users/views.ts',
    ]);
  });

  it.each(domains)('%s: mutates existing source files of its own, never a test, model or messages file', (domain) => {
    const files = mutateFiles(domain);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(existsSync(join(root, file)), file).toBe(true);
      expect(file).toMatch(domain === 'platform' ? /^mock\/core\/(pipeline|toolkit)\/[\w-]+\.ts$/ : new RegExp(`^mock/domains/${domain}/[\\w-]+\\.ts$`));
      expect(file).not.toMatch(/\.test\.ts$|\/(model|messages|emails)\.ts$/);
    }
    // handlers and rules wherever a domain has them
    const dir = `mock/domains/${domain}`;
    for (const kind of ['handlers', 'rules', 'store', 'state', 'views'])
      if (existsSync(join(root, dir, `${kind}.ts`))) expect(files).toContain(`${dir}/${kind}.ts`);
  });

  it.each(domains)("%s: runs the domain's contract suites and its own unit tests, no one else's", (domain) => {
    const files = testFiles(domain);
    const contracts = files.filter((file) => file.startsWith(`contracts/${domain}/`));
    expect(contracts.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(/\.test\.ts$/);
      expect(existsSync(join(root, file)), file).toBe(true);
      if (!file.startsWith(`contracts/${domain}/`))
        expect(file).toMatch(domain === 'platform' ? /^mock\/(core\/|hardening\.test\.ts$|snapshots\.test\.ts$)/ : new RegExp(`^mock/domains/${domain}/`));
    }
  });

  it("users: every contract suite of users and the domain's unit test", () => {
    const files = testFiles('users');
    expect(files).toContain('contracts/users/login.test.ts');
    expect(files).toContain('mock/domains/users/advertisers.test.ts');
    expect(files.filter((file) => file.startsWith('contracts/users/'))).toHaveLength(15);
    expect(files).not.toContain('contracts/users/new-users.ts');
  });

  it('platform: the shared pipeline in mock/core and its unit tests', () => {
    expect(mutateFiles('platform')).toEqual([
      'mock/core/pipeline/auth.ts',
      'mock/core/pipeline/error-handler.ts',
      'mock/core/pipeline/rate-limit.ts',
      'mock/core/toolkit/errors.ts',
    ]);
    expect(testFiles('platform')).toEqual(
      expect.arrayContaining([
        'contracts/platform/auth.test.ts',
        'mock/core/pipeline/auth.test.ts',
        'mock/core/pipeline/rate-limit.test.ts',
        'mock/core/pipeline/bearer-token.test.ts',
        'mock/core/pipeline/basic-credentials.test.ts',
        'mock/hardening.test.ts',
        'mock/core/state/snapshot.test.ts',
        'mock/snapshots.test.ts',
      ]),
    );
    // Unit tests of other core modules judge none of the platform's mutants.
    expect(testFiles('platform')).not.toContain('mock/core/state/sessions.test.ts');
  });

  it('writes the reports and the incremental file under reports/mutation/<domain>/', () => {
    expect(reportPaths('reports')).toEqual({
      dir: 'reports/mutation/reports',
      json: 'reports/mutation/reports/mutation.json',
      html: 'reports/mutation/reports/mutation.html',
      incremental: 'reports/mutation/reports/stryker-incremental.json',
    });
    const options = strykerOptions('users');
    expect(options.jsonReporter).toEqual({ fileName: 'reports/mutation/users/mutation.json' });
    expect(options.htmlReporter).toEqual({ fileName: 'reports/mutation/users/mutation.html' });
    expect(options.reporters).toEqual(expect.arrayContaining(['json', 'html', 'clear-text']));
    expect(options.incrementalFile).toBe('reports/mutation/users/stryker-incremental.json');
  });

  it('a full run records every result (force); --incremental reuses them', () => {
    expect(strykerOptions('users')).toMatchObject({ incremental: true, force: true });
    expect(strykerOptions('users', { incremental: true })).toMatchObject({ incremental: true, force: false });
  });

  it('runs vitest with the isolating config, per-test coverage, two workers, static mutants ignored', () => {
    const options = strykerOptions('users');
    expect(options).toMatchObject({
      testRunner: 'vitest',
      vitest: { configFile: 'vitest.mutate.config.ts', related: false },
      coverageAnalysis: 'perTest',
      ignoreStatic: true,
      concurrency: 2,
      mutate: mutateFiles('users'),
      testFiles: testFiles('users'),
    });
    expect(existsSync(join(root, 'vitest.mutate.config.ts'))).toBe(true);
    expect(strykerOptions('users', { static: true }).ignoreStatic).toBe(false);
  });

  it('judges the mutants with the suites under --strict, each test file loading the mock afresh', () => {
    expect(mutationConfig.test).toMatchObject({ isolate: true, env: { CONTRACT_STRICT: '1' } });
  });

  it('the CLI refuses an unknown domain before loading Stryker', () => {
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/mutate.ts'), 'nope'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toMatch(/unknown domain "nope"; known domains: audience-types, audiences, .*, vld/);
  });

  it("the mutation config fails the tests of a file whose own hook failed, except those Stryker's filter left out", () => {
    const error = { message: 'spec and handlers disagree' };
    const test = (name: string) => ({ type: 'test', name, mode: 'skip', result: { state: 'skip' } });
    const file = { result: { state: 'fail', errors: [error] }, tasks: [{ type: 'suite', name: 'logout', tasks: [test('a'), test('b')] }] };
    const module = { task: file, project: { config: { testNamePattern: /logout a/ } } };
    (fileHookFailuresFailTests.onTestModuleEnd as (m: unknown) => void)(module);
    expect(file.tasks[0]!.tasks.map((t) => [t.name, t.mode, t.result.state])).toEqual([
      ['a', 'run', 'fail'],
      ['b', 'skip', 'skip'],
    ]);
  });
});
