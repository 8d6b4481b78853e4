/**
 * Gaps: listed fields an answer left absent or null (deviations, verdict.ts). A test
 * that reads one has less to check than it set out to; if it then fails, the runner
 * reports it unverifiable rather than failed (scripts/contracts/results.ts). So that
 * only a gap the test actually met counts, an answer with gaps reaches the test
 * through a view that notes each read of one; an answer without gaps is handed on
 * as it is.
 */
import { noteGapRead } from './findings.ts';
import type { Deviation } from './verdict.ts';

export function watchGaps(body: unknown, deviations: Deviation[]): unknown {
  const gaps = new Map(deviations.filter((d) => d.kind === 'absent' || d.kind === 'null').map((d) => [d.path, d]));
  if (gaps.size === 0 || typeof body !== 'object' || body === null) return body;
  return view(body, '$', gaps, new WeakMap());
}

/**
 * A read is a property read, a test for the property (`in`, as toMatchObject does),
 * or a look at the whole object (its keys, as toEqual, a spread or Object.entries do),
 * which meets every gap directly in it.
 */
function view(target: object, path: string, gaps: Map<string, Deviation>, views: WeakMap<object, object>): object {
  const known = views.get(target);
  if (known) return known;
  const childPath = (key: string) => (Array.isArray(target) && /^\d+$/.test(key) ? `${path}[${key}]` : `${path}.${key}`);
  const note = (key: string | symbol) => {
    const gap = typeof key === 'string' ? gaps.get(childPath(key)) : undefined;
    if (gap) noteGapRead(gap);
  };
  const made = new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver);
      note(key);
      return typeof key === 'string' && typeof value === 'object' && value !== null ? view(value, childPath(key), gaps, views) : value;
    },
    has(object, key) {
      note(key);
      return Reflect.has(object, key);
    },
    ownKeys(object) {
      for (const [place, gap] of gaps) if (isChildOf(place, path)) noteGapRead(gap);
      return Reflect.ownKeys(object);
    },
  });
  views.set(target, made);
  return made;
}

/** `$.a.b` and `$.a[0]` are children of `$.a`; `$.a.b.c` is not. */
function isChildOf(place: string, parent: string): boolean {
  if (!place.startsWith(parent) || place === parent) return false;
  const rest = place.slice(parent.length);
  return /^(\.[^.[]+|\[\d+\])$/.test(rest);
}
