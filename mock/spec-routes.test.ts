/**
 * The mock serves its own contract: GET /openapi.json, /openapi.yaml and a
 * human-readable docs page at /docs, all built from the one spec (server.ts).
 * These routes are the mock's, not operations of the platform.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations } from '../contracts/support/spec.ts';
import { useTarget } from '../contracts/support/suite.ts';
import { loadOperations, type SpecDocument } from './core/spec-loader.ts';

const suite = useTarget({ inProcess: true });
const operationIds = operations.map((op) => op.operationId).sort();

describe('spec routes', () => {
  it('GET /openapi.json is the OpenAPI 3.1 document with every operation', async () => {
    const response = await suite.current.http.get('/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.openapi).toMatch(/^3\.1\./);
    const served = loadOperations(response.body as SpecDocument);
    expect(served.map((op) => op.operationId).sort()).toEqual(operationIds);
  });

  it('GET /openapi.yaml parses to the same document', async () => {
    const json = (await suite.current.http.get('/openapi.json').expect(200)).body;
    const response = await suite.current.http.get('/openapi.yaml').buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    }).expect(200);
    expect(response.headers['content-type']).toMatch(/yaml/);
    expect(parse(response.body as string)).toEqual(json);
  });

  it('GET /docs is an HTML page naming every operationId', async () => {
    const response = await suite.current.http.get('/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const missing = operationIds.filter((id) => !response.text.includes(`<code>${id}</code>`));
    expect(missing).toEqual([]);
  });
});
