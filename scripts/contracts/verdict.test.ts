/**
 * The line between a breach and a deviation (contracts/support/verdict.ts), on the
 * documented examples of real operations, changed one way at a time.
 */
import { describe, expect, it } from 'vitest';
import { operation, operations } from '../../contracts/support/spec.ts';
import { describeFinding, judge } from '../../contracts/support/verdict.ts';
import { deviationKinds } from '../../mock/core/pipeline/deviations.ts';
import { deviateAnswer } from '../../mock/variants/deviate.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- examples are edited freely, field by field
type Json = Record<string, any>;
const example = (operationId: string, status = 200): Json => structuredClone(operation(operationId).responses.get(status)!.example) as Json;
const kinds = (operationId: string, status: number, body: unknown) => judge(operation(operationId), status, body).deviations.map((d) => `${d.kind} ${d.path}`);
const breaches = (operationId: string, status: number, body: unknown) => judge(operation(operationId), status, body).breaches.map(describeFinding);

describe('judge', () => {
  it('passes a documented example with nothing to report', () => {
    expect(judge(operation('listUsers'), 200, example('listUsers'))).toMatchObject({ breaches: [], deviations: [] });
  });

  it('reports a listed field absent, null and a numeric string as deviations, with their paths', () => {
    const body = example('listUsers');
    delete body.data.data[0].firstName;
    body.data.totalRecords = null;
    body.data.data[1].userId = '3';
    expect(breaches('listUsers', 200, body)).toEqual([]);
    expect(kinds('listUsers', 200, body).sort()).toEqual(['absent $.data.data[0].firstName', 'form $.data.data[1].userId', 'null $.data.totalRecords']);
  });

  it('hands the body on in its documented form: forms and envelope put back', () => {
    const body = example('listUsers');
    const documented = structuredClone(body);
    body.data.data[1].userId = '3';
    const verdict = judge(operation('listUsers'), 200, { statusCode: 200, responseObject: body.data });
    expect(verdict.deviations.map((d) => d.kind).sort()).toEqual(['envelope', 'form']);
    expect(verdict.body).toEqual(documented);
  });

  it('reads one value for a list, { message } for a string and an object for an id as other forms', () => {
    const list = example('listUsers');
    list.data.data[0].firstName = { message: 'Ava' };
    list.data.data[0].uowId = { id: 5001, name: 'Acme' };
    expect(kinds('listUsers', 200, list).sort()).toEqual(['form $.data.data[0].firstName', 'form $.data.data[0].uowId']);
    const apps = example('listAllowedApplications');
    const one = { ...apps, data: apps.data[0] };
    expect(kinds('listAllowedApplications', 200, one)).toEqual(['form $.data']);
  });

  it('fails a promised field absent: the envelope, the page list, the login owId, an error text', () => {
    const users = example('listUsers');
    delete users.success;
    expect(breaches('listUsers', 200, users)).toEqual(['listUsers 200 $.success: the contract says the field success, always present; came nothing']);
    const page = example('listUsers');
    delete page.data.data;
    expect(breaches('listUsers', 200, page)).toEqual(['listUsers 200 $.data.data: the contract says the field data, always present; came nothing']);
    const login = example('login');
    delete login.data.owId;
    expect(breaches('login', 200, login)).toEqual(['login 200 $.data.owId: the contract says the field owId, always present; came nothing']);
    expect(breaches('listUsers', 422, { success: false, errorObjects: [{ message: 'x' }] })).toEqual([
      'listUsers 422 $.errorObjects[0].error: the contract says the field error, always present; came nothing',
    ]);
  });

  it('fails another type that is no common form, a value outside a defined set, an undocumented status', () => {
    const body = example('listUsers');
    body.data.data[0].isOrganizationOwnerUser = 'yes';
    expect(breaches('listUsers', 200, body)).toEqual([
      'listUsers 200 $.data.data[0].isOrganizationOwnerUser: the contract says a value of type boolean; came "yes"',
    ]);
    expect(breaches('listUsers', 201, example('listUsers'))).toEqual([
      'listUsers 201 $: the contract says a documented status (200, 400, 401, 403, 422, 429, 500, 503); came 201',
    ]);
    const success = example('listUsers');
    success.success = false;
    expect(breaches('listUsers', 200, success)).not.toEqual([]);
  });

  it('walks an object whose allOf members are choices of their own (two spellings), not only the choice', () => {
    const body = example('listVldReports');
    const report = body.data.vldReportDataList[0];
    report.vldId = String(report.vldId);
    expect(kinds('listVldReports', 200, body)).toEqual(['form $.data.vldReportDataList[0].vldId']);
    report.vldName = 7;
    expect(breaches('listVldReports', 200, body)).toEqual([
      'listVldReports 200 $.data.vldReportDataList[0].vldName: the contract says a value of type string; came 7',
    ]);
    delete report.vldStatusId;
    delete report.vldStatus;
    expect(kinds('listVldReports', 200, { ...example('listVldReports'), data: { ...body.data, vldReportDataList: [{ ...report, vldName: 'x' }] } })).toContain(
      'absent $.data.vldReportDataList[0].vldStatusId',
    );
  });

  it("reads an answer the documents allow in two shapes by the one describing it most: the On Hold login's data", () => {
    const body = example('login', 400);
    body.data.status = { message: 'On Hold' };
    const verdict = judge(operation('login'), 400, body);
    expect(verdict.deviations.map((d) => `${d.kind} ${d.path}`)).toEqual(['form $.data.status']);
    expect((verdict.body as Json).data.status).toBe('On Hold');
  });

  it('fixes the envelope where an endpoint says so in its own words: the dashboards list', () => {
    const list = example('listDashboards');
    expect(breaches('listDashboards', 200, { statusCode: 200, responseObject: list })).not.toEqual([]);
  });

  it('takes another documented envelope as a deviation, and a bare answer where the documents fix one as a breach', () => {
    expect(kinds('listUsers', 422, { statusCode: 422, responseObject: { errorMsg: 'limit must be <= 1000', errorCode: 422 } })).toEqual(['envelope $']);
    expect(breaches('listUsers', 200, example('listUsers').data)).not.toEqual([]);
  });
});

describe('the deviations --variants makes', () => {
  const platform = operations.filter((op) => op.isPlatform);
  const examples = platform.flatMap((op) =>
    [...op.responses].filter(([, r]) => r.schemaPointer !== null && r.example !== undefined).map(([status, r]) => ({ op, status, example: r.example })),
  );

  it.each(deviationKinds)('are all %s deviations, never a breach, on every documented example', (kind) => {
    let made = 0;
    for (const { op, status, example } of examples) {
      const answer = deviateAnswer(op, status, structuredClone(example), (k) => k === kind);
      const verdict = judge(op, status, answer);
      expect(verdict.breaches.map(describeFinding), `${op.operationId} ${status}`).toEqual([]);
      // An error's field is optional in the schema: only a refusal check that expects one reports it missing.
      // (An answer another documented form also takes may read with no deviation at all.)
      expect(verdict.deviations.filter((d) => d.kind !== kind).map(describeFinding), `${op.operationId} ${status}`).toEqual([]);
      if (JSON.stringify(answer) !== JSON.stringify(example)) made += 1;
    }
    expect(made).toBeGreaterThan(10);
  });
});
