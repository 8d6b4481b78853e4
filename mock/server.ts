/**
 * Builds the mock as a Fastify app from options; it does not listen (mock/cli.ts
 * does, tests inject). Everything about routes comes from the spec.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminHandlers } from './admin/handlers.ts';
import { violationHandlers } from './admin/violations.ts';
import { storageHandlers } from './storage/handlers.ts';
import { assetHandlers } from './assets/handlers.ts';
import { registerDocs, type DocsOptions } from './docs/routes.ts';
import { registerInspector } from './inspector/routes.ts';
import { withAssetOrigin } from './core/toolkit/asset-links.ts';
import type { HandlerMap } from './core/toolkit/context.ts';
import type { DueScan } from './core/state/due-queue.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './core/pipeline/error-handler.ts';
import { corsGrant, guardAdmin, parseCorsOrigin, type AdminAccess } from './admin/guard.ts';
import { corsStage } from './core/pipeline/cors.ts';
import { registerFirstStages, type PipelineDeps } from './core/pipeline/pipeline.ts';
import { capturedJson, capturedText } from './core/pipeline/journal.ts';
import { multipartLimits, unreadMultipart, unreadMultipartBody } from './core/pipeline/uploads.ts';
import { registerRequestLog, requestRecorder } from './core/pipeline/request-log.ts';
import type { ResponseViolation } from './core/pipeline/response-check.ts';
import { registerOperations, type Validators } from './core/pipeline/routes.ts';
import { HeldDelays } from './core/pipeline/scenarios.ts';
import { loadOperations, specDocument, type Operation } from './core/pipeline/spec-loader.ts';
import { validatorLookup, type ValidatorLookup } from './core/pipeline/validation.ts';
import { checkedDefinitions } from './core/pipeline/answer-rules.ts';
import { defaultStateOptions, type MockState, type StateOptions } from './core/state/state.ts';
import type { WorldSource } from './core/state/world.ts';
import { MockWorlds } from './core/state/worlds.ts';
import { domainDueTasks, domainEmailKinds, domainHandlers, workspaceAccess } from './domains/index.ts';
import { parseWorld, worldToJSON } from './domains/world-snapshot.ts';
// Fault mode, variants and the proxy are imported up front, not on demand: in the command's
// one CommonJS file (scripts/bundle-cli.ts) a module imported on demand, and each module it
// imports, would be wrapped for lazy initialization, its top-level bindings mutable variables
// behind an init call, which every request then pays for (docs/benchmarks.md).
import { plantBreach } from './faults/index.ts';
import { ExchangeRecorder } from './proxy/recorder.ts';
import { registerProxy } from './proxy/index.ts';
import { ViolationLog } from './proxy/violations.ts';
import { variantAnswers, variantDeviations } from './variants/index.ts';
import { requestValidators } from '../spec/generated/request-validators.ts';
// The composition root: the one module of the mock that knows the default world's fixtures.
import { buildWorld, DEFAULT_SEED, describeWorld, MAX_SCALE } from '../fixtures/world.ts';

export { DEFAULT_SEED, MAX_SCALE };

/** The default world: built by the fixtures, written to and read from snapshots by the domains. */
export const defaultWorldSource: WorldSource = { build: buildWorld, toJSON: worldToJSON, parse: parseWorld };

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
   * one form, answer with the other one, and deviate from what the documents
   * describe without breaking a rule they state (mock/variants/), chosen by the seed.
   */
  variants?: boolean;
  /** Serve the /__mock admin API (default). Off, the server answers only the platform's operations. */
  admin?: boolean;
  /** Host names besides this machine's that may use the admin API (mock/admin/guard.ts). */
  allowedHosts?: string[];
  /**
   * Addresses (or CIDR ranges) of load balancers in front: a request from one is the
   * client's that its X-Forwarded-For names, for the rate limit and the share of new
   * sessions. Without a token, the admin guard wants both the TCP peer and that client
   * to be this machine.
   */
  trustProxy?: string[];
  /** When set, every admin request needs `Authorization: Bearer <adminToken>`. */
  adminToken?: string;
  /** Browser origins besides this machine's that CORS grants (`http://devbox.lan:5173`, or `null`); see guard.ts. */
  corsOrigins?: string[];
  /**
   * The origin links in answers and e-mails are built from (download links, invitation
   * and reset links). The CLI sets it to --public-url or the address it listens on;
   * it is never taken from a request's Host header.
   */
  publicUrl?: string;
  /** Time to receive a whole request, and to receive its headers (ms): a slow client cannot hold a connection. */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** Sessions (X-Mock-Session) kept besides the default one; a new one replaces an idle one or one its address built (mock/core/state/worlds.ts). */
  maxSessions?: number;
  /**
   * Validating proxy (mock/proxy/): forward every operation but the admin API's to
   * the implementation at this URL, unchanged, and record each exchange that breaks
   * the contract (GET /__mock/violations). Does not combine with fault, variants or handlers.
   */
  proxy?: string;
  /** How long the proxy waits on a silent upstream before answering 504 (ms; default: the request timeout). */
  proxyTimeoutMs?: number;
  /** With `proxy`: writes each exchange to this file as an answer rule, for `--rules` to replay (M26). */
  record?: string;
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
  /**
   * Adds answer rules (a JSON array of POST /__mock/rules bodies, --rules FILE), all
   * checked first, to every session held now and to each one's fresh state: a session
   * created later, or reset, starts with them. Throws RuleRefusal and adds none.
   */
  addRules(definitions: unknown): Promise<void>;
}

const defaultBodyLimit = 1024 * 1024;
/** Long enough for any id or list a client sends in a path; longer segments get the router's 400. */
const maxPathParamLength = 2048;
export const defaultTimeouts = { requestMs: 120_000, headersMs: 20_000, keepAliveMs: 5_000 };

export async function buildServer(options: ServerOptions = {}): Promise<MockServer> {
  if (options.proxy && (options.fault || options.variants || options.handlers)) {
    throw new Error('proxy mode forwards to another implementation: it does not combine with fault, variants or handlers');
  }
  if (options.record && !options.proxy) throw new Error('recording takes the exchanges of the validating proxy: give proxy with record');
  const worlds = new MockWorlds(
    {
      seed: DEFAULT_SEED,
      worldSource: defaultWorldSource,
      emailKinds: domainEmailKinds,
      ...defaultStateOptions,
      ...options,
      ruleResponses: loadResponseValidators,
    },
    options.maxSessions,
  );
  const withAdmin = options.admin ?? true;
  const operations = loadOperations().filter((op) => withAdmin || !op.isAdmin);
  // In proxy mode the mock answers only its admin API; every other operation is forwarded.
  const forwarded = options.proxy ? operations.filter((op) => !op.isAdmin) : [];
  const proxyViolations = new ViolationLog();
  const violations: ResponseViolation[] = [];
  const timeouts = {
    requestMs: options.requestTimeoutMs ?? defaultTimeouts.requestMs,
    headersMs: Math.min(options.headersTimeoutMs ?? defaultTimeouts.headersMs, options.requestTimeoutMs ?? Infinity),
  };
  let publicUrl = (options.publicUrl ?? 'http://localhost').replace(/\/+$/, '');
  const log = options.log ?? (() => {});
  const mode = options.validateResponses ?? 'off';
  const extraOrigins = (options.corsOrigins ?? []).map(parseCorsOrigin);
  const adminAccess: AdminAccess = {
    allowedHosts: (options.allowedHosts ?? []).map((h) => h.toLowerCase()),
    token: options.adminToken ?? null,
    origins: extraOrigins,
  };
  const admin: HandlerMap = withAdmin
    ? { ...adminHandlers(worlds.maxSessions, describeWorld, loadResponseValidators), ...violationHandlers(proxyViolations, options.proxy ?? null) }
    : {};
  const handlers: HandlerMap = options.proxy
    ? admin
    : { ...domainHandlers, ...storageHandlers((fileId) => worlds.findFile(fileId)), ...assetHandlers, ...admin, ...options.handlers };
  const recordRequest = requestRecorder(options.log);
  const deps: PipelineDeps = {
    handlers,
    recordRequest,
    worlds,
    delays: new HeldDelays(),
    access: workspaceAccess,
    dueScan: domainDueTasks as DueScan,
    shapeAnswer: options.variants ? variantAnswers() : undefined,
    deviateAnswer: options.variants ? variantDeviations() : undefined,
    guardAdmin: (request) => guardAdmin(request, adminAccess),
    publicUrl: () => publicUrl,
    answerText: withAssetOrigin,
    onViolation: (violation) => {
      if (mode === 'collect') violations.push(violation);
      if (mode === 'log') log(`response violation ${violation.operationId} ${violation.status}: ${violation.problems.join('; ')}`);
    },
  };

  const app = Fastify({
    logger: false,
    ...(options.trustProxy?.length ? { trustProxy: options.trustProxy } : {}),
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: maxPathParamLength },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: defaultTimeouts.keepAliveMs,
    // Node checks the request timeout on this interval (30 s by default): check often enough to honour it.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: withoutFastifySchemas },
  });
  registerFirstStages(app, worlds, corsStage(corsGrant(extraOrigins)));
  // A held delay or a rule's slow body in progress would hold the close for up to a minute: it stops.
  app.addHook('preClose', (done) => {
    deps.delays.close();
    done();
  });
  // An empty body labelled JSON is no body (a DELETE from many HTTP clients looks like this);
  // the operation's schema then says whether it needed one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.mock.capturedBody = capturedJson(body as string); // for the journal, even when the JSON is malformed
    if ((body as string).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    request.mock.capturedBody = capturedText(body as string);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Only the operations that take files read a multipart body (registerMultipart, in their
  // own scope); anywhere else it is not read, and validation refuses its media type.
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    request.mock.capturedBody = unreadMultipart;
    done(null, unreadMultipartBody);
  });

  // Before the routes are built, so that a breach's handler wraps are in place; its hooks are
  // server-wide and so run before each operation's own stages.
  if (options.fault) plantBreach(options.fault, { app, handlers });
  // The last onSend hook: the journal records the status a breach's hook gave the answer.
  registerRequestLog(app, recordRequest);
  registerErrorHandling(app, deps, operations, (error) => log(`internal error: ${error instanceof Error ? error.stack : String(error)}`));
  // Variants need the response check: a variant the check refuses is not sent.
  const checks = await validators(mode !== 'off' || Boolean(options.variants) || Boolean(options.proxy));
  await registerOperations(
    app,
    operations.filter((op) => !forwarded.includes(op)),
    checks,
    deps,
    registerMultipart,
  );
  if (options.proxy) {
    await registerProxy(app, {
      upstream: options.proxy,
      operations: forwarded,
      requestValidators: checks.requests,
      responseValidators: checks.responses!,
      violations: proxyViolations,
      log,
      bodyLimit: options.bodyLimit ?? defaultBodyLimit,
      timeoutMs: options.proxyTimeoutMs ?? timeouts.requestMs,
      recorder: options.record ? new ExchangeRecorder(options.record, loadResponseValidators, log) : undefined,
    });
  }
  registerSpecRoutes(app, { admin: withAdmin });
  // The inspector page over the admin API (GET /__mock/ui): none without the admin API.
  if (withAdmin) registerInspector(app, adminAccess);
  await app.ready();
  return {
    app,
    state: worlds.default,
    worlds,
    operations,
    violations,
    setPublicUrl: (url) => void (publicUrl = url.replace(/\/+$/, '')),
    addRules: async (value) => worlds.addStartRules(await checkedDefinitions(value, loadResponseValidators)),
  };
}

/** What reads the multipart bodies of the operations that take files, registered in their scope (mock/core/pipeline/routes.ts). */
async function registerMultipart(scope: FastifyInstance): Promise<void> {
  scope.removeContentTypeParser('multipart/form-data');
  await scope.register(multipart, { limits: multipartLimits });
}

/**
 * Fastify's schema compilers, never used: requests are checked by the generated validators
 * and answers by the response check, so no route carries a Fastify schema. Without this,
 * every start would load Fastify's Ajv and serializer compilers (tens of milliseconds).
 */
const withoutFastifySchemas = {
  buildValidator: () => () => {
    throw new Error('routes of the mock carry no Fastify schemas: requests are checked by spec/generated/request-validators.ts');
  },
  buildSerializer: () => () => {
    throw new Error('routes of the mock carry no Fastify response schemas: answers are serialized as JSON text');
  },
};

async function validators(checkResponses: boolean): Promise<Validators> {
  return {
    requests: validatorLookup(requestValidators, 'request'),
    responses: checkResponses ? await loadResponseValidators() : null,
  };
}

let responses: Promise<ValidatorLookup> | undefined;
/**
 * The response validators, loaded on first use: they are megabytes of code, so a server
 * that checks no response never loads them, unless an answer rule's body is to be checked.
 */
export function loadResponseValidators(): Promise<ValidatorLookup> {
  responses ??= import('../spec/generated/response-validators.ts').then((module) => validatorLookup(module.responseValidators, 'response'));
  return responses;
}

/** The contract itself and its docs page: not operations of the platform. */
function registerSpecRoutes(app: FastifyInstance, docs: DocsOptions): void {
  let yaml: string | undefined;
  app.get('/openapi.json', async () => specDocument);
  app.get('/openapi.yaml', async (_request, reply) => {
    // Loaded on first use: most runs never ask for YAML, and start-up time matters.
    yaml ??= (await import('yaml')).stringify(specDocument);
    return reply.type('application/yaml').send(yaml);
  });
  registerDocs(app, specDocument, docs);
}
