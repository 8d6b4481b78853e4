/**
 * The deviations of `--variants` (mock/core/pipeline/deviations.ts): an answer that differs
 * from what the documents describe and breaks no rule they state. Applied after
 * the answer's check, at places the seed chooses:
 * - `absent`: a listed field left out (never a promised one: the envelope's, `x-promised`);
 * - `null`: null for a value the schema does not make nullable;
 * - `form`: a number as a numeric string, a list of one as the one value, a string as `{message}`;
 * - `envelope`: a v3 answer in the v2 envelope, and the reverse;
 * - `field`: an error object without its `field`.
 */
import { jsonType, otherForm, rewrap, rewrappable, type DeviationKind } from '../core/pipeline/deviations.ts';
import type { Operation } from '../core/pipeline/spec-loader.ts';
import { deref, type Schema } from './vary.ts';

/** Decides, per place, whether a kind of deviation applies there. */
export type DeviationChooser = (kind: DeviationKind, place: string) => boolean;

export function deviateAnswer(operation: Operation, status: number, body: unknown, choose: DeviationChooser): unknown {
  const pointer = operation.responses.get(status)?.schemaPointer;
  if (!pointer) return body;
  const place = `${operation.operationId} ${status} `;
  const deviated = walk(body, { $ref: `#${pointer}` }, place, choose, operation.envelope !== 'bare' || operation.envelopeFixed);
  const envelope = operation.envelopeFixed ? null : operation.envelope === 'v3' ? 'v3' : operation.envelope === 'v2' ? 'v2' : null;
  if (envelope && rewrappable(deviated, envelope) && choose('envelope', place)) return rewrap(deviated, envelope, envelope === 'v3' ? 'v2' : 'v3', status);
  return deviated;
}

function walk(value: unknown, schemaRef: unknown, place: string, choose: DeviationChooser, envelope = false): unknown {
  const schema = deref(schemaRef);
  if (value === null || value === undefined) return value;
  const members = schema.anyOf ?? schema.oneOf;
  // A value with more than one documented form keeps the one it has; its own member is walked.
  if (members) return walk(value, memberOf(value, members.map(deref)), place, choose, envelope);
  if (Array.isArray(value)) return value.map((item) => walk(item, itemsOf(schema), `${place}/[]`, choose));
  if (typeof value === 'object') return walkObject(value as Record<string, unknown>, schema, place, choose, envelope);
  return value;
}

function walkObject(value: Record<string, unknown>, schema: Schema, place: string, choose: DeviationChooser, envelope: boolean): Record<string, unknown> {
  const { properties, required, promised } = objectShape(schema);
  // An error object deviates only by its field: its other parts must survive the other envelope's error shape.
  const isError = Boolean(properties.error || properties.errorMsg);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const fieldPlace = `${place}/${name}`;
    const property = properties[name];
    const fixed = envelope || isError || promised.has(name) || !property;
    if (isError && name === 'field' && choose('field', fieldPlace)) continue;
    if (!fixed && required.has(name) && choose('absent', fieldPlace)) continue;
    out[name] = fixed || !property ? walk(field, property ?? {}, fieldPlace, choose) : deviateValue(field, property, fieldPlace, choose);
  }
  return out;
}

/** A listed field's value: null, another form, or the value walked further. */
function deviateValue(value: unknown, property: Schema, place: string, choose: DeviationChooser): unknown {
  const schema = deref(property);
  const types = typesOf(schema);
  if (value !== null && types.length > 0 && !types.includes('null') && choose('null', place)) return null;
  const other = schema.enum || schema.const !== undefined ? undefined : otherForm(value, types);
  if (other !== undefined && choose('form', place)) return other;
  return walk(value, schema, place, choose);
}

function objectShape(schema: Schema): { properties: Record<string, Schema>; required: Set<string>; promised: Set<string> } {
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  const promised = new Set<string>();
  for (const part of [schema, ...(schema.allOf ?? []).map(deref)]) {
    // A property refined by another member (a page's list and its items) must meet both.
    for (const [name, property] of Object.entries(part.properties ?? {}))
      properties[name] = properties[name] ? { allOf: [properties[name], property] } : property;
    for (const name of part.required ?? []) required.add(name);
    for (const name of part['x-promised'] ?? []) promised.add(name);
  }
  return { properties, required, promised };
}

/** The member a value is in: of its type, with every field the member requires. */
function memberOf(value: unknown, members: Schema[]): Schema {
  const ofType = members.filter((m) => typesOf(m).includes(jsonType(value)) || (jsonType(value) === 'integer' && typesOf(m).includes('number')));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ofType[0] ?? {};
  return ofType.find((m) => [...objectShape(m).required].every((name) => name in value)) ?? ofType[0] ?? {};
}

function itemsOf(schema: Schema): Schema {
  return schema.items ?? (schema.allOf ?? []).map(deref).find((part) => part.items)?.items ?? {};
}

function typesOf(schema: Schema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (own.length > 0) return own;
  if (schema.properties) return ['object'];
  for (const part of (schema.allOf ?? []).map(deref)) if (typesOf(part).length > 0) return typesOf(part);
  return [];
}
