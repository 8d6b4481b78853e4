/**
 * The mock serves its own contract: GET /openapi.json, /openapi.yaml and a
 * human-readable docs page at /docs, all built from the one spec.
 */
import { describe, expect } from 'vitest';
import { parse } from 'yaml';
import { loadOperations, type SpecDocument } from '../../mock/core/spec-loader.ts';
import { operations } from '../support/spec.ts';
import { mockOnly, useTarget } from '../support/suite.ts';

const suite = useTarget();
const reason = 'the mock serves its own contract';
const operationIds = operations.map((op) => op.operationId).sort();

describe('spec routes', () => {
  mockOnly(suite, 'GET /openapi.json is the OpenAPI 3.1 document with every operation', reason, async () => {
    const response = await suite.current.http.get('/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.openapi).toMatch(/^3\.1\./);
    const served = loadOperations(response.body as SpecDocument);
    expect(served.map((op) => op.operationId).sort()).toEqual(operationIds);
  });

  mockOnly(suite, 'GET /openapi.yaml parses to the same document', reason, async () => {
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

  mockOnly(suite, 'GET /docs is an HTML page naming every operationId', reason, async () => {
    const response = await suite.current.http.get('/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const missing = operationIds.filter((id) => !response.text.includes(`<code>${id}</code>`));
    expect(missing).toEqual([]);
  });
});
