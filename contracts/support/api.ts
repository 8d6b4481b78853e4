/**
 * A target's operations, bound to it: each call names its operation once, and
 * every answer is checked against the contract.
 */
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { Operations, OperationId, PathParams, QueryParams, RequestBody, SuccessStatus } from '../../spec/generated/operations.ts';
import type { Persona, PersonaName } from '../../mock/domains/users/model.ts';
import {
  call,
  download,
  errorsOf,
  expectContract,
  login,
  revokesSessions,
  type CallOptions,
  type Download,
  type FailureText,
  type Session,
  type SessionCache,
} from './client.ts';
import { reportDeviations } from './findings.ts';
import { skipRunning } from './run-mode.ts';
import type { Profile, Target } from './target.ts';

/**
 * A request of one operation, typed by the spec: its path values, query and body
 * have the names and types the contract documents. How it is sent (credentials,
 * workspace, extra headers, a form or multipart parts) is the same for every
 * operation. Requests that are wrong on purpose go to `refuses`, `refusals` or
 * `callMalformed`, which take any.
 */
export type RequestOf<Id extends OperationId> = Omit<CallOptions, 'params' | 'query' | 'body'> & {
  params?: PathParams<Id>;
  query?: QueryParams<Id>;
  body?: Documented<RequestBody<Id>>;
};

/**
 * A body with the fields the documents name and no others. The contract leaves most
 * objects open (a server may ignore what it does not know), so the generated types
 * take any extra key; a test that sends one has misspelt a field, unless it is wrong
 * on purpose (`callMalformed`, `refuses`). A map (only an index signature) stays a map.
 */
export type Documented<T> = T extends readonly unknown[]
  ? { [I in keyof T]: Documented<T[I]> }
  : T extends object
    ? keyof NamedFields<T> extends never
      ? T
      : { [K in keyof NamedFields<T>]: Documented<NamedFields<T>[K]> }
    : T;

/** An object's named fields, without its index signature. */
type NamedFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** The statuses an operation documents. */
export type StatusOf<Id extends OperationId> = keyof Operations[Id]['responses'] & number;

/** An answer of one operation with a known status: its body typed as the contract documents it. */
export type AnswerOf<Id extends OperationId, Status extends StatusOf<Id>> = Omit<Response, 'body'> & {
  body: Operations[Id]['responses'][Status];
};

/** What a refusal's first error must say: its text, its field (or a pattern of fields), or any of them. */
export type Refusal = Partial<Omit<FailureText, 'field'>> & { field?: string | RegExp };

/** One malformed input, named so that a failure says which. */
export type Case<T> = readonly [name: string, value: T];

export class Api {
  /** The named records of the target's profile. */
  readonly ids: Ids;

  constructor(
    readonly target: Target,
    private readonly sessions: SessionCache,
  ) {
    this.ids = new Ids(target.profile);
  }

  get profile(): Profile {
    return this.target.profile;
  }

  get personas(): Partial<Record<PersonaName, Persona>> {
    return this.target.personas;
  }

  get isMock(): boolean {
    return this.target.isMock;
  }

  /** Sends one operation and answers whatever the target answered. */
  async call<Id extends OperationId>(operationId: Id, options: RequestOf<Id> = {}): Promise<Response> {
    return this.send(operationId, options as CallOptions);
  }

  /** Sends one operation and checks that it answered `status`, as the contract documents it. */
  async expect<Id extends OperationId, Status extends StatusOf<Id>>(operationId: Id, options: RequestOf<Id>, status: Status): Promise<AnswerOf<Id, Status>> {
    return expectContract(await this.send(operationId, options as CallOptions), operationId, status);
  }

  /** As `expect`, for a success (200 unless said). */
  async ok<Id extends OperationId, Status extends SuccessStatus<Id> & number = SuccessStatus<Id> & 200>(
    operationId: Id,
    options: RequestOf<Id> = {},
    status: Status = 200 as Status,
  ): Promise<AnswerOf<Id, Status>> {
    return this.expect(operationId, options, status);
  }

  /**
   * Sends a request that is wrong on purpose (an unknown field, a value of the wrong
   * type), which the contract's types would not let through, and answers whatever
   * came. A refusal is checked with `refuses` or `refusals`, which take any request too.
   */
  async callMalformed(operationId: OperationId, options: CallOptions): Promise<Response> {
    return this.send(operationId, options);
  }

  /** Sends any request, typed or not: the one way in for every method. */
  private async send(operationId: OperationId, options: CallOptions): Promise<Response> {
    const response = await call(this.target, operationId, options);
    if (revokesSessions(operationId)) this.sessions.forget();
    return response;
  }

  /**
   * Sends one operation and checks it was refused: the status, the contract, and
   * the first error's text and field where `refusal` names them. Answers that first
   * error, for the tests that check more of it.
   */
  async refuses(operationId: OperationId, options: CallOptions, status: number, refusal?: Refusal): Promise<FailureText> {
    return expectRefusal(await this.send(operationId, options), operationId, status, refusal);
  }

  /**
   * As `refuses`, once for each malformed input in `cases` (each sent as `options(value)`):
   * every one refused with `status` and the refusal's text; a failure names its case.
   */
  async refusesEach<T>(
    operationId: OperationId,
    cases: ReadonlyArray<Case<T>>,
    options: (value: T) => CallOptions,
    status: number,
    refusal: Refusal & { error: string },
  ): Promise<void> {
    for (const [name, value] of cases) {
      const response = await this.send(operationId, options(value));
      const came = { status: response.status, error: errorsOf(response)[0]?.error };
      expect(came, `${operationId} with ${name}: ${response.text.slice(0, 300)}`).toEqual({ status, error: refusal.error });
      expectRefusal(response, operationId, status, refusal);
    }
  }

  /** As `refuses`, answering every error of the refusal, for the tests that check them all. */
  async refusals(operationId: OperationId, options: CallOptions, status: number): Promise<FailureText[]> {
    return errorsOf(expectContract(await this.send(operationId, options), operationId, status));
  }

  /** A persona's session, logged in once per file and world (see SessionCache). */
  async session(persona: PersonaName): Promise<Session> {
    return this.sessions.of(this.target, persona);
  }

  /** A fresh session, for tests that revoke it or change the persona. */
  async login(persona: PersonaName): Promise<Session> {
    return login(this.target, persona);
  }

  /** Follows a download link from the target. */
  async download(url: string): Promise<Download> {
    return download(this.target, url);
  }
}

/**
 * Checks a refusal sent otherwise than through `Api.call` (a streamed upload): the
 * status, the contract, and the first error's text and field where `refusal` names
 * them. Answers that first error.
 */
export function expectRefusal(response: Response, operationId: string, status: number, refusal?: Refusal): FailureText {
  const first = errorsOf(expectContract(response, operationId, status))[0]!;
  if (!refusal) return first;
  const { field, ...text } = refusal;
  // The text is quoted by the documents; the field is described, not promised.
  expect(first, `${operationId} ${status}: the first error`).toMatchObject(text);
  if (field !== undefined) expectErrorField(first, field, operationId, status);
  return first;
}

/**
 * Checks the field an error names. The documents describe `field` without
 * promising it: none, or another one, is a deviation (reported; a failure under
 * --strict). `index` is the error's place in the answer's list.
 */
export function expectErrorField(error: FailureText | undefined, field: string | RegExp, operationId: string, status: number, index = 0): void {
  const named = error?.field;
  if (typeof field === 'string' ? named === field : named !== undefined && field.test(named)) return;
  const came = named === undefined ? 'no field' : `field ${named}`;
  reportDeviations([{ operationId, status, path: `$.errorObjects[${index}].field`, says: `field ${String(field)}`, came, kind: 'field' }]);
}

/**
 * Checks a refusal's errors in full: their texts (and reasons) as the documents
 * quote them, strictly, and the fields they name as `expectErrorField` does.
 */
export function expectErrors(errors: FailureText[], expected: Refusal[], operationId: string, status: number): void {
  const texts = (list: Refusal[]) => list.map(({ field: _field, ...text }) => text);
  expect(texts(errors), `${operationId} ${status}: the errors`).toEqual(texts(expected));
  expected.forEach((e, i) => {
    if (e.field !== undefined) expectErrorField(errors[i], e.field, operationId, status, i);
  });
}

/**
 * The ids of the target's notable records (`notableIds.<kind>.<role>` of its
 * profile): one vocabulary for every suite. A target whose profile names none
 * skips the test, saying which.
 */
export class Ids {
  constructor(private readonly profile: Profile) {}

  /** An organization by role: `workspace`, `customer`, `subCustomer`, `siblingCustomer`, `onHold`, `otherWorkspace`. */
  async organization(role: string): Promise<number> {
    return this.of('organizations', role);
  }

  async of(kind: string, role: string): Promise<number> {
    return Number(await this.key(kind, role));
  }

  /** As `of`, for ids that are strings (invitation and reset hashes). */
  async key(kind: string, role: string): Promise<string> {
    const id = this.profile.notableIds?.[kind]?.[role];
    if (id === undefined) return skipRunning(`needs profile: notableIds.${kind}.${role}`);
    return String(id);
  }
}
