/**
 * Builds the mock as a Fastify app from options; it does not listen (mock/cli.ts
 * does, tests inject). Everything about routes comes from the spec.
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminHandlers } from './admin/handlers.ts';
import { storageHandlers } from './storage/handlers.ts';
import { renderDocsPage } from './core/docs-page.ts';
import type { HandlerMap } from './core/context.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './core/error-handler.ts';
import { localOrigin } from './admin/guard.ts';
import { registerPipeline, selectState, type PipelineDeps } from './core/pipeline.ts';
import type { ResponseViolation } from './core/response-check.ts';
import { registerOperations, type Validators } from './core/routes.ts';
import { loadOperations, specDocument, type Operation } from './core/spec-loader.ts';
import { defaultStateOptions, type MockState, type StateOptions } from './core/state.ts';
import { MockWorlds } from './core/worlds.ts';
import { createAjv } from './core/validation.ts';
import { domainDueWork, domainHandlers, workspaceAccess } from './domains/index.ts';
import { plantBreach } from './faults/index.ts';
import { variantAnswers } from './variants/index.ts';
import { requestValidators } from '../spec/generated/request-validators.ts';

export type ResponseValidation = 'off' | 'log' | 'collect';

export interface ServerOptions extends Partial<StateOptions> {
  /** `collect` keeps violations in `violations` (tests fail on them); `log` prints them. */
  validateResponses?: ResponseValidation;
  /** One line per request and every violation or crash; silent when absent. */
  log?: (line: string) => void;
  /** Largest JSON or form body accepted, in bytes (multipart files stream and are not bound by it). */
  bodyLimit?: number;
  /**
   * Handlers keyed by operationId, merged over the domain and admin handlers: for
   * tests and embedding (a stub, a fault to inject). Every key must name an
   * operation of the spec, as for the built-in handlers.
   */
  handlers?: HandlerMap;
  /**
   * Fault mode: the id of one breach of the contract to plant (mock/faults/), for
   * showing that contract suites catch it. Never set by default or by any request.
   */
  fault?: string;
  /**
   * A second, conforming implementation: wherever the contract allows more than
   * one form, answer with the other one (mock/variants/), chosen by the seed.
   */
  variants?: boolean;
  /** Serve the /__mock admin API (default). Off, the server answers only the platform's operations. */
  admin?: boolean;
  /** Host names besides this machine's that may use the admin API (mock/admin/guard.ts). */
  allowedHosts?: string[];
  /** When set, every admin request needs `Authorization: Bearer <adminToken>`. */
  adminToken?: string;
  /**
   * The origin links in answers and e-mails are built from (download links, invitation
   * and reset links). The CLI sets it to --public-url or the address it listens on;
   * it is never taken from a request's Host header.
   */
  publicUrl?: string;
  /** Time to receive a whole request, and to receive its headers (ms): a slow client cannot hold a connection. */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** Sessions (X-Mock-Session) kept besides the default one; the least recently used goes first (mock/core/worlds.ts). */
  maxSessions?: number;
}

export interface MockServer {
  app: FastifyInstance;
  /** The default session's state (requests without X-Mock-Session). */
  state: MockState;
  /** Every session's state. */
  worlds: MockWorlds;
  operations: Operation[];
  /** Response violations seen so far (validateResponses: collect). */
  violations: ResponseViolation[];
  /** Sets the origin of the links the mock hands out (once the CLI knows the address it listens on). */
  setPublicUrl(url: string): void;
}

const maxUploadBytes = 2 * 1024 ** 3;
/** File parts per multipart request: room for a creative upload of a full banner set (CR1). */
const maxUploadFiles = 20;
const corsMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Long enough for any id or list a client sends in a path; longer segments get the router's 400. */
const maxPathParamLength = 2048;
export const defaultTimeouts = { requestMs: 120_000, headersMs: 20_000, keepAliveMs: 5_000 };

export async function buildServer(options: ServerOptions = {}): Promise<MockServer> {
  const worlds = new MockWorlds({ ...defaultStateOptions, ...options }, options.maxSessions);
  const withAdmin = options.admin ?? true;
  const operations = loadOperations().filter((op) => withAdmin || !op.isAdmin);
  const violations: ResponseViolation[] = [];
  const timeouts = { requestMs: options.requestTimeoutMs ?? defaultTimeouts.requestMs, headersMs: Math.min(options.headersTimeoutMs ?? defaultTimeouts.headersMs, options.requestTimeoutMs ?? Infinity) };
  let publicUrl = (options.publicUrl ?? 'http://localhost').replace(/\/+$/, '');
  const log = options.log ?? (() => {});
  const mode = options.validateResponses ?? 'off';
  const handlers: HandlerMap = { ...domainHandlers, ...storageHandlers((fileId) => worlds.findFile(fileId)), ...(withAdmin ? adminHandlers(worlds.maxSessions) : {}), ...options.handlers };
  const deps: PipelineDeps = {
    handlers,
    access: workspaceAccess,
    dueWork: domainDueWork,
    shapeAnswer: options.variants ? variantAnswers() : undefined,
    adminAccess: { allowedHosts: (options.allowedHosts ?? []).map((h) => h.toLowerCase()), token: options.adminToken ?? null },
    publicUrl: () => publicUrl,
    onViolation: (violation) => {
      if (mode === 'collect') violations.push(violation);
      if (mode === 'log') log(`response violation ${violation.operationId} ${violation.status}: ${violation.problems.join('; ')}`);
    },
  };

  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: maxPathParamLength },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: defaultTimeouts.keepAliveMs,
    // Node checks the request timeout on this interval (30 s by default): check often enough to honour it.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // First, so that requests CORS answers itself (preflights) are timed and journalled too.
  registerRequestLog(app, worlds, log);
  // Every method the spec uses (the plugin's default, GET,HEAD,POST, would block PUT/PATCH/DELETE preflights).
  // Not strict: an OPTIONS that is not a preflight gets an empty 204, not a plain-text 400.
  await app.register(cors, { origin: localOrigin, credentials: true, methods: corsMethods, exposedHeaders: ['Retry-After'], strictPreflight: false });
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: maxUploadFiles, fields: 50, fieldSize: 1024 * 1024 } });
  // An empty body labelled JSON is no body (a DELETE from many HTTP clients looks like this);
  // the operation's schema then says whether it needed one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Before the pipeline: a breach's request hooks run first and its handler wraps are in place for the routes.
  if (options.fault) plantBreach(options.fault, { app, handlers });
  registerPipeline(app, deps);
  registerErrorHandling(app, deps, operations, (error) => log(`internal error: ${error instanceof Error ? error.stack : String(error)}`));
  // Variants need the response check: a variant the check refuses is not sent.
  registerOperations(app, operations, validators(mode !== 'off' || Boolean(options.variants)), deps);
  registerSpecRoutes(app, operations);
  await app.ready();
  return { app, state: worlds.default, worlds, operations, violations, setPublicUrl: (url) => void (publicUrl = url.replace(/\/+$/, '')) };
}

function validators(checkResponses: boolean): Validators {
  return {
    requests: (key) => {
      const validate = requestValidators[key];
      if (!validate) throw new Error(`no request validator ${key}: run npm run generate`);
      return validate;
    },
    responses: checkResponses ? createAjv(specDocument, { coerce: false, defaults: false }) : null,
  };
}

/** The contract itself and its docs page: not operations of the platform. */
function registerSpecRoutes(app: FastifyInstance, operations: Operation[]): void {
  let yaml: string | undefined;
  let docs: string | undefined;
  app.get('/openapi.json', async () => specDocument);
  app.get('/openapi.yaml', async (_request, reply) => {
    // Loaded on first use: most runs never ask for YAML, and start-up time matters.
    yaml ??= (await import('yaml')).stringify(specDocument);
    return reply.type('application/yaml').send(yaml);
  });
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send((docs ??= renderDocsPage(specDocument, operations))));
}

/** Times every request and journals it in its session, which is picked here, in the first hook of all. */
function registerRequestLog(app: FastifyInstance, worlds: MockWorlds, log: (line: string) => void): void {
  app.decorateRequest('startedAt', 0n);
  app.decorateRequest('state', null as unknown as MockState);
  app.decorateRequest('sessionRefusal', null);
  app.addHook('onRequest', async (request) => {
    request.startedAt = process.hrtime.bigint();
    selectState(request, worlds);
  });
  app.addHook('onResponse', async (request, reply) => {
    const durationMs = Number(process.hrtime.bigint() - request.startedAt) / 1e6;
    const operationId = request.routeOptions.config.compiled?.operation.operationId ?? null;
    const { state } = request;
    state.journal.record({ at: state.clock.now(), method: request.method, url: request.url, operationId, status: reply.statusCode, durationMs });
    log(`${request.method} ${request.url} ${reply.statusCode} ${durationMs.toFixed(1)}ms${operationId ? ` ${operationId}` : ''}`);
  });
}
