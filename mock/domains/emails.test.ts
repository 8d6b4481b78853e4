/**
 * The kinds of e-mail the domains declare are the kinds the admin API documents for
 * its outbox (the Email schema and GET /__mock/outbox?kind=), and the ones the outbox
 * takes back from a snapshot.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { Outbox } from '../core/state/outbox.ts';
import { loadOperations, specDocument } from '../core/pipeline/spec-loader.ts';
import { domainEmailKinds } from './index.ts';

const documented = (schema: unknown) => [...((schema as OpenAPIV3_1.SchemaObject).enum ?? [])].sort();

const email = (kind: string) => ({ id: 1, kind, to: 'a@acme-media.example', subject: 's', body: 'b', link: null, hash: null, attachments: [], sentAt: 0 });

describe('e-mail kinds', () => {
  it('are those the Email schema documents', () => {
    const schema = specDocument.components?.schemas?.Email as OpenAPIV3_1.SchemaObject;
    expect([...domainEmailKinds].sort()).toEqual(documented(schema.properties?.kind));
  });

  it('are those the outbox filter documents', () => {
    const listOutbox = loadOperations().find((op) => op.operationId === 'listOutbox')!;
    const kind = listOutbox.parameters.find((p) => p.name === 'kind')!;
    expect([...domainEmailKinds].sort()).toEqual(documented(kind.schema));
  });

  it('are each taken back from a snapshot, and no other', () => {
    for (const kind of domainEmailKinds) expect(Outbox.parse({ lastId: 1, emails: [email(kind)] }, 'outbox', domainEmailKinds).emails[0]!.kind).toBe(kind);
    expect(() => Outbox.parse({ lastId: 1, emails: [email('postcard')] }, 'outbox', domainEmailKinds)).toThrow(/outbox\.emails\[0\]\.kind/);
  });
});
