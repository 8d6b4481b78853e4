/**
 * `--variants`: a second implementation, different from the mock's usual one but
 * conforming. Each answer is rewritten into its other legal form (vary.ts) before
 * the response check; an answer whose variant the check would refuse is sent in
 * its usual form, so a variant never breaks the contract.
 */
import { createHash } from 'node:crypto';
import type { AnswerShaper } from '../core/pipeline/pipeline.ts';
import type { Operation } from '../core/pipeline/spec-loader.ts';
import { loadOperations } from '../core/pipeline/spec-loader.ts';
import type { DeviationKind } from '../core/pipeline/deviations.ts';
import { deviateAnswer, type DeviationChooser } from './deviate.ts';
import { vary, type Chooser, type VariationKind } from './vary.ts';

/** Half of the places of each seeded kind, by a hash of the seed and the place. */
export function seededChooser(seed: number): Chooser {
  return (kind, place) => kind === 'type' || (createHash('sha1').update(`${seed}|${kind}|${place}`).digest()[0]! & 1) === 1;
}

function schemaOf(operation: Operation, status: number): unknown {
  const pointer = operation.responses.get(status)?.schemaPointer;
  return pointer ? { $ref: `#${pointer}` } : undefined;
}

/**
 * Variants chosen by the seed of the request's world (a reset may change it). A
 * refusal keeps its content (the documents' error text and the field it names)
 * and varies only in form: one error object or a list of them.
 */
export function variantAnswers(): AnswerShaper {
  return (operation, status, body, seed) => {
    const schema = schemaOf(operation, status);
    if (!schema) return body;
    const seeded = seededChooser(seed);
    const choose: Chooser = status >= 400 ? (kind) => kind === 'type' : seeded;
    return vary(body, schema, `${operation.operationId} ${status} `, choose);
  };
}

/**
 * How often each kind of deviation is made: about one place in N. Absent and null
 * values leave a test less to check (the runner reports such a test unverifiable),
 * so they are rarer than the forms the harness reads back.
 */
const deviationEvery: Readonly<Record<DeviationKind, number>> = { absent: 64, null: 64, form: 4, envelope: 2, field: 2 };

/** The deviations of `--variants` (deviate.ts), at places chosen by the seed of the request's world. */
export function variantDeviations(): AnswerShaper {
  return (operation, status, body, seed) => {
    const choose: DeviationChooser = (kind, place) => createHash('sha1').update(`${seed}|deviation|${kind}|${place}`).digest()[0]! % deviationEvery[kind] === 0;
    return deviateAnswer(operation, status, body, choose);
  };
}

export type PlaceCounts = Record<VariationKind, { places: number; varied: number }>;

/**
 * How many places of the spec's response schemas each kind of variation can
 * reach (a field of a list item counts once), and how many of them `seed` varies.
 * Read off a walk of every documented example, the answers the spec shows.
 */
export function variantPlaces(seed: number, operations: Operation[] = loadOperations()): PlaceCounts {
  const seen: Record<VariationKind, Set<string>> = { omit: new Set(), null: new Set(), type: new Set() };
  const choose = seededChooser(seed);
  const counts: PlaceCounts = { omit: { places: 0, varied: 0 }, null: { places: 0, varied: 0 }, type: { places: 0, varied: 0 } };
  for (const operation of operations) {
    for (const [status, response] of operation.responses) {
      const schema = schemaOf(operation, status);
      if (!schema || response.example === undefined) continue;
      // Walk without varying, so every place of the example is met.
      vary(
        response.example,
        schema,
        `${operation.operationId} ${status} `,
        () => false,
        (kind, place) => {
          if (seen[kind].has(place)) return;
          seen[kind].add(place);
          counts[kind].places += 1;
          if (choose(kind, place)) counts[kind].varied += 1;
        },
      );
    }
  }
  return counts;
}
