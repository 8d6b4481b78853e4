/**
 * The other legal form of an answer, read off its response schema: where the
 * contract allows more than one form, a variant answers with the one the mock
 * does not use. The kinds of variation:
 * - `omit`: an optional (not `required`) property left out;
 * - `null`: null where the schema allows it;
 * - `type`: the other legal type of a value (epoch ms as a string or a number,
 *   an id list as a comma-separated string or an array, one error object or a
 *   list of them);
 * `omit` and `null` are chosen per place by the seed, so each seed exercises its
 * own half of those places and a run replays exactly; `type` always applies.
 */
import { jsonType } from '../core/pipeline/deviations.ts';
import { resolve, specDocument } from '../core/pipeline/spec-loader.ts';

export type VariationKind = 'omit' | 'null' | 'type';

/** Decides, per place, whether a seeded kind of variation applies there. */
export type Chooser = (kind: VariationKind, place: string) => boolean;

/** The parts of a response schema the variants read. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  /** The fields the documents promise (deviate.ts never touches them). */
  'x-promised'?: string[];
}

/** Where a variation can apply, as the walk meets it (counted by variantPlaces). */
export type PlaceVisitor = (kind: VariationKind, place: string) => void;

export const deref = (schema: unknown): Schema => resolve<Schema>(specDocument, schema) ?? {};

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function accepts(schema: Schema, type: string): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return !schema.anyOf && !schema.oneOf;
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** The properties and required names of an object schema, allOf members merged. */
function objectShape(schema: Schema): { properties: Record<string, Schema>; required: Set<string> } {
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  for (const part of [schema, ...(schema.allOf ?? []).map(deref)]) {
    for (const [name, property] of Object.entries(part.properties ?? {})) properties[name] ??= property;
    for (const name of part.required ?? []) required.add(name);
  }
  return { properties, required };
}

/** A plain string, free of any rule a converted value could break. */
const freeString = (s: Schema) => accepts(s, 'string') && !s.enum && s.const === undefined && !s.format && !s.pattern;

/** The value in another type the schema allows, or undefined when there is none. */
function otherType(value: unknown, alternatives: Schema[]): { value: unknown; schema: Schema } | undefined {
  const type = jsonType(value);
  for (const alt of alternatives) {
    if (accepts(alt, type)) continue;
    if ((type === 'integer' || type === 'number') && freeString(alt)) return { value: String(value), schema: alt };
    if (type === 'string' && /^-?\d+$/.test(value as string) && accepts(alt, 'integer') && !alt.enum) return { value: Number(value), schema: alt };
    if (type === 'array' && (value as unknown[]).every((v) => typeof v === 'number' || typeof v === 'string') && freeString(alt)) {
      return { value: (value as unknown[]).join(','), schema: alt };
    }
    if (type === 'object' && accepts(alt, 'array')) return { value: [value], schema: alt };
    if (type === 'array' && (value as unknown[]).length === 1 && jsonType((value as unknown[])[0]) === 'object' && accepts(alt, 'object')) {
      return { value: (value as unknown[])[0], schema: alt };
    }
  }
  return undefined;
}

/** The alternatives a value could take at this schema: anyOf/oneOf members, or the single-type views of a multi-type schema. */
function alternativesOf(schema: Schema): Schema[] {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return members.map(deref);
  const types = typesOf(schema).filter((t) => t !== 'null');
  return types.length > 1 ? types.map((type) => ({ ...schema, type })) : [];
}

/**
 * Rewrites `value` (an answer, or part of one) into its variant. `place` names
 * where it sits (`operationId status /path/[]/field`), for the chooser.
 */
export function vary(value: unknown, schemaRef: unknown, place: string, choose: Chooser, visit?: PlaceVisitor): unknown {
  let schema = deref(schemaRef);
  if (value === undefined) return value;
  if (value !== null && (accepts(schema, 'null') || (schema.anyOf ?? schema.oneOf ?? []).some((s) => deref(s).type === 'null'))) {
    visit?.('null', place);
    if (choose('null', place)) return null;
  }
  const alternatives = alternativesOf(schema);
  if (alternatives.length > 0) {
    const own = alternatives.find((alt) => accepts(alt, jsonType(value))) ?? alternatives[0]!;
    const other = otherType(
      value,
      alternatives.filter((alt) => alt !== own),
    );
    if (other) {
      visit?.('type', place);
      if (choose('type', place)) return vary(other.value, other.schema, place, choose, visit);
    }
    schema = { ...own, allOf: [...(own.allOf ?? []), ...(schema.allOf ?? [])] };
  }
  if (Array.isArray(value)) return value.map((item) => vary(item, schema.items ?? {}, `${place}/[]`, choose, visit));
  if (value !== null && typeof value === 'object') return varyObject(value as Record<string, unknown>, schema, place, choose, visit);
  return value;
}

function varyObject(value: Record<string, unknown>, schema: Schema, place: string, choose: Chooser, visit?: PlaceVisitor): Record<string, unknown> {
  const { properties, required } = objectShape(schema);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const fieldPlace = `${place}/${name}`;
    const property = properties[name];
    if (property && !required.has(name)) {
      visit?.('omit', fieldPlace);
      if (choose('omit', fieldPlace)) continue;
    }
    out[name] = property ? vary(field, property, fieldPlace, choose, visit) : field;
  }
  return out;
}
