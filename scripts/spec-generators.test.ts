/**
 * A team that generates a client from the served contract, and lints it, has a clean
 * day one (spec/DECISIONS.md C7): the document the mock serves at GET /openapi.json
 * (the bundle `npm run generate` writes, built here by the same code) passes Spectral's
 * `spectral:oas` and Redocly's `recommended` rules without an error, and the clients
 * openapi-typescript and @hey-api/openapi-ts generate from it type a strict consumer:
 * a list's items, a detail's fields and login's `owId` have the documents' types.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSpec, renderBundle } from './spec-bundle.ts';

/** What both consumers do with a users page (`users`): its items' fields by map, for…of and index, and its total. */
const readsUsersPage = `  const lines = users.data.data.map((user) => {
    const id: number = user.userId;
    const email: string = user.email;
    const customers: number = user.customersCount;
    return \`\${id} \${email} \${customers}\`;
  });
  for (const user of users.data.data) lines.push(user.displayName.toUpperCase());
  const first = users.data.data[0];
  if (first) lines.push(first.firstName.trim());
  const total: number = users.data.totalRecords;
`;

/** openapi-typescript's types, read the way its users do (openapi-fetch's shapes). */
const openapiTypescriptConsumer = `import type { components, operations } from './openapi-typescript.js';

// No component schema collapses to unknown (a union with an untyped member does).
// The template spells the names out in the error.
type Schemas = components['schemas'];
type Unknown = { [Name in keyof Schemas]: unknown extends Schemas[Name] ? Name : never }[keyof Schemas];
export const noneUnknown: [Unknown] extends [never] ? true : \`unknown schema: \${Unknown}\` = true;

type UsersPage = operations['listUsers']['responses'][200]['content']['application/json'];
type Profile = operations['getProfile']['responses'][200]['content']['application/json'];
type Login = operations['login']['responses'][200]['content']['application/json'];

export function use(users: UsersPage, profile: Profile, login: Login): string[] {
  const owId: number = login.data.owId;
  const token: string = login.data.access_token;
${readsUsersPage}  const uowId: number = profile.data.uowId;
  const profileEmail: string = profile.data.email;
  lines.push(String(owId + uowId + total), token, profileEmail);
  return lines;
}
`;

/** @hey-api/openapi-ts's SDK, called the way its users do. */
const heyApiConsumer = `import { getProfile, listUsers, login } from './hey-api/sdk.gen.js';

export async function use(): Promise<string[]> {
  const { data: session } = await login({
    body: { email: 'owner@acme-media.example', password: 'secret', grantType: 'password' },
    throwOnError: true,
  });
  const owId: number = session.data.owId;
  const headers = { 'X-IAA-OW-ID': owId };
  const { data: users } = await listUsers({ headers, throwOnError: true });
${readsUsersPage}  const { data: profile } = await getProfile({ headers, throwOnError: true });
  const uowId: number = profile.data.uowId;
  const profileEmail: string = profile.data.email;
  lines.push(String(owId + uowId + total), session.data.access_token, profileEmail);
  return lines;
}
`;

/** A strict consumer's compiler settings: strict, with unchecked index access, as careful teams set it. */
const consumerOptions: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
};

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, consumerOptions);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${d.file.fileName}:${line + 1}:${character + 1} ${text}`;
  });
}

describe('the served contract for client generators and linters', () => {
  let served: string;
  let dir: string;

  beforeAll(async () => {
    // What GET /openapi.json answers: spec/generated/openapi.json, which `npm run generate`
    // writes with this same code (scripts/generated.test.ts holds the file to it).
    served = renderBundle(await bundleSpec());
    dir = await mkdtemp(join(tmpdir(), 'spec-generators-'));
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('Spectral spectral:oas finds no error', async () => {
    const spectral = new spectralCore.Spectral();
    // What a `.spectral.yaml` of `extends: spectral:oas` runs: the ruleset's recommended rules.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new spectralCore.Document(served, spectralParsers.Json, 'openapi.json'));
    const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(errors, `Spectral errors:\n${errors.join('\n')}`).toEqual([]);
  }, 60_000);

  it("Redocly's recommended rules find no error", async () => {
    const problems = await lintFromString({
      source: served,
      absoluteRef: join(dir, 'openapi.json'),
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location.map((l) => l.pointer).join(', ')}: ${p.message}`);
    expect(errors, `Redocly errors:\n${errors.join('\n')}`).toEqual([]);
  }, 60_000);

  it('openapi-typescript and @hey-api/openapi-ts give lists, details and login their types', async () => {
    const input = join(dir, 'openapi.json');
    await writeFile(input, served);
    const ast = await openapiTS(JSON.parse(served) as Parameters<typeof openapiTS>[0]);
    await writeFile(join(dir, 'openapi-typescript.ts'), astToString(ast));
    await mkdir(join(dir, 'hey-api'));
    // Its default plugins: the types, the SDK and the fetch client. No error log file in the repository.
    await createClient({ input, output: join(dir, 'hey-api'), logs: { level: 'silent', file: false } });
    const consumers = [join(dir, 'openapi-typescript-consumer.ts'), join(dir, 'hey-api-consumer.ts')];
    await writeFile(consumers[0]!, openapiTypescriptConsumer);
    await writeFile(consumers[1]!, heyApiConsumer);
    const errors = typeErrors(consumers);
    expect(errors, `type errors of the generated clients' consumers:\n${errors.join('\n')}`).toEqual([]);
  }, 60_000);
});
