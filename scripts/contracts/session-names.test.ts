/**
 * The session each contract file works in on a mock that keeps sessions: a name
 * the mock accepts, different for every file and every run.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionName } from '../../contracts/support/target.ts';
import { sessionNamePattern } from '../../mock/core/state/worlds.ts';
import { contractFileId, contractsDir } from '../../contracts/support/test-files.ts';

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(path);
    return entry.name.endsWith('.test.ts') ? [contractFileId(path)] : [];
  });
}

describe('sessionName', () => {
  const files = contractFiles(contractsDir);

  it('gives every contract file a name the mock accepts, each its own', () => {
    const names = files.map((file) => sessionName('1a2b3c4d', file));
    expect(files.length).toBeGreaterThan(50);
    expect(names.filter((name) => !sessionNamePattern.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(files.length);
    expect(sessionName('1a2b3c4d', 'users/login.test.ts')).toBe('1a2b3c4d.users.login');
  });

  it('differs between runs', () => {
    expect(sessionName('aaaa', 'users/login.test.ts')).not.toBe(sessionName('bbbb', 'users/login.test.ts'));
  });

  it('keeps a long path within 64 characters, and apart from its neighbours', () => {
    const long = (n: number) => `a-domain-with-a-long-name/a-file-with-an-even-longer-name-number-${n}.test.ts`;
    const [one, two] = [sessionName('1a2b3c4d', long(1)), sessionName('1a2b3c4d', long(2))];
    expect(one).toMatch(sessionNamePattern);
    expect(two).toMatch(sessionNamePattern);
    expect(one).not.toBe(two);
  });
});
