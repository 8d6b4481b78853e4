/**
 * The validating proxy (`--proxy URL`): every operation of the platform goes to
 * the real implementation at URL, unchanged both ways, and each exchange is
 * checked against the contract on the side (spec/DECISIONS.md M17). Nothing the
 * mock would refuse is refused here: no auth, rate limit, scenario or state;
 * a request the contract does not allow is still sent, and recorded.
 *
 * The routes live in their own Fastify scope with one content-type parser that
 * reads nothing, so request bodies stream upstream byte for byte while the admin
 * API, outside the scope, keeps its JSON parser.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { failureBody } from '../core/pipeline/envelopes.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { redactUrl } from '../core/pipeline/redaction.ts';
import { proxyMessages } from './messages.ts';
import { renameParams } from '../core/pipeline/pipeline.ts';
import { createResponseChecker, type ResponseChecker } from '../core/pipeline/response-check.ts';
import { routeUrl } from '../core/pipeline/routes.ts';
import type { Operation } from '../core/pipeline/spec-loader.ts';
import { requestValidator, type RequestValidator, type ValidatorLookup } from '../core/pipeline/validation.ts';
import { CheckBudget, HeldAnswer, type ReadableBody } from './answer-body.ts';
import { BodyTap, type TappedBody } from './body-tap.ts';
import { checkRequest, checkResponse, mediaTypeOf, readsAnswerBody, type Finding } from './checks.ts';
import { answerHeaders, awaitAnswer, createUpstream, upstreamRequest, type Upstream } from './forward.ts';
import { multipartBoundary, MultipartOutliner } from './multipart-outline.ts';
import type { ExchangeRecorder } from './recorder.ts';
import { recordBody, recordBodyBytes, recordHeaders, type ViolationLog } from './violations.ts';

export { ViolationLog } from './violations.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation a proxied route forwards (the request log names it). */
    proxied?: Operation;
  }
}

export interface ProxyOptions {
  /** The implementation to forward to: an http(s) URL, with an optional base path. */
  upstream: string;
  /** The operations to forward: every one of the platform's and the file storage's. */
  operations: Operation[];
  requestValidators: ValidatorLookup;
  /** The precompiled response validators (the spec's documents, as the mock's own check uses). */
  responseValidators: ValidatorLookup;
  violations: ViolationLog;
  log: (line: string) => void;
  /** The mock's JSON and form body limit (L3): a larger one is recorded, as the mock would refuse it. */
  bodyLimit: number;
  timeoutMs: number;
  /** Writes each exchange as an answer rule (--record FILE). */
  recorder?: ExchangeRecorder;
}

interface ProxiedRoute {
  operation: Operation;
  paramNames: Map<string, string>;
  validateRequest: RequestValidator;
  checkResponse: ResponseChecker;
}

interface ProxyContext {
  upstream: Upstream;
  violations: ViolationLog;
  log: (line: string) => void;
  bodyLimit: number;
  /** Bytes held for the checks of all answers in progress (answer-body.ts). */
  budget: CheckBudget;
  recorder: ExchangeRecorder | null;
}

export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const upstream = createUpstream(options.upstream, options.timeoutMs);
  const recorder = options.recorder ?? null;
  const context: ProxyContext = {
    upstream,
    violations: options.violations,
    log: options.log,
    bodyLimit: options.bodyLimit,
    budget: new CheckBudget(),
    recorder,
  };
  app.addHook('onClose', async () => {
    upstream.agent.destroy();
    recorder?.flush();
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Reads nothing: the body stays on the request stream, to be forwarded as it arrives.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const operation of options.operations) {
      const { url, paramNames } = routeUrl(operation.path);
      const route: ProxiedRoute = {
        operation,
        paramNames,
        validateRequest: requestValidator(operation, options.requestValidators),
        checkResponse: createResponseChecker(operation, options.responseValidators),
      };
      scope.route({
        method: operation.method.toUpperCase(),
        url,
        config: { proxied: operation },
        handler: (request, reply) => relay(request, reply, route, context),
      });
    }
  });
}

async function relay(request: FastifyRequest, reply: FastifyReply, route: ProxiedRoute, context: ProxyContext): Promise<FastifyReply> {
  const incoming = request.raw;
  const contentType = request.headers['content-type'];
  const multipart = mediaTypeOf(contentType) === 'multipart/form-data' ? new MultipartOutliner(multipartBoundary(contentType!)) : null;
  const requestTap = new BodyTap({ recordBytes: recordBodyBytes, wholeBytes: multipart ? 0 : context.bodyLimit, reader: multipart ?? undefined });
  const outgoing = upstreamRequest(context.upstream, incoming);
  incoming.pipe(requestTap).pipe(outgoing);
  // A client that goes away mid-request takes the upstream request with it.
  let clientLeft = false;
  incoming.once('close', () => {
    if (incoming.complete) return;
    clientLeft = true;
    requestTap.destroy();
    outgoing.destroy();
  });
  const exchange = new Exchange(request, route, context, requestTap.done, multipart);

  const answer = await awaitAnswer(outgoing, context.upstream.timeoutMs);
  // Nobody to answer, and nothing the upstream did wrong.
  if ('error' in answer && clientLeft) return reply.code(499).send();
  if ('error' in answer) {
    await drain(requestTap, outgoing);
    return exchange.answerWithoutUpstream(reply, answer.error, answer.timedOut);
  }
  return forwardAnswer(request, reply, answer.response, exchange, route);
}

/** Reads the rest of what the client sends before answering, so it gets the answer, not a broken pipe. */
async function drain(requestTap: BodyTap, outgoing: ClientRequest): Promise<void> {
  requestTap.unpipe(outgoing);
  requestTap.resume();
  await requestTap.done;
}

/** The upstream's answer to the client as it came, tapped for the check on the side. */
async function forwardAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  response: IncomingMessage,
  exchange: Exchange,
  route: ProxiedRoute,
): Promise<FastifyReply> {
  const status = response.statusCode!;
  const headers = answerHeaders(response);
  const reads = readsAnswerBody(route.operation, status, request.method === 'HEAD');
  const held = new HeldAnswer(reads, header(headers, 'content-encoding'), exchange.context.budget, recordBodyBytes);
  const responseTap = held.tap;
  let forwarding = false;
  let failure: Error | null = null;
  pipeAnswer(response, responseTap, (error) => {
    failure = error;
    // Once the client has the answer's head, an upstream that fails mid-body closes its connection (M17).
    if (forwarding) reply.raw.destroy();
  });
  // Nothing goes to the client before the body starts (Fastify sends the head with the first byte), so
  // an answer that breaks off before it is the proxy's 502, not a 500 of Fastify's or a closed connection.
  if (!(await responseTap.started)) {
    held.release();
    return exchange.answerWithoutUpstream(reply, new Error(`its answer broke off before its body (${describeError(failure)})`), false);
  }
  forwarding = true;
  void responseTap.done
    .then(async (body) => exchange.finish(status, headers, body, await held.read(body), !body.complete && failure === null))
    .catch((error: unknown) =>
      exchange.context.log(`proxy: checking ${route.operation.operationId} failed: ${error instanceof Error ? error.stack : String(error)}`),
    )
    .finally(() => held.release());
  return reply.code(status).headers(headers).send(responseTap);
}

/**
 * The upstream's body into the tap. Its failure is the proxy's to handle (`onBreak`):
 * it never reaches Fastify as a stream error, which Fastify would answer with a 500.
 */
function pipeAnswer(response: IncomingMessage, tap: BodyTap, onBreak: (error: Error) => void): void {
  let broken = false;
  const broke = (error?: Error) => {
    if (broken || response.complete) return;
    broken = true;
    response.unpipe(tap);
    onBreak(error ?? new Error('the connection closed'));
    tap.breakOff();
  };
  response.pipe(tap);
  response.once('error', broke);
  response.once('close', () => broke());
  // The client gone (Fastify destroys the tap): the rest of the answer is not read, and no failure of the upstream's.
  tap.once('close', () => {
    if (broken || response.complete) return;
    broken = true;
    response.destroy();
  });
}

function describeError(error: Error | null): string {
  return error ? ((error as NodeJS.ErrnoException).code ?? error.message) : 'the connection closed';
}

/** One exchange on its way: what was seen of it, and the violations it makes once both bodies are in. */
class Exchange {
  constructor(
    private readonly request: FastifyRequest,
    private readonly route: ProxiedRoute,
    readonly context: ProxyContext,
    private readonly requestBody: Promise<TappedBody>,
    private readonly multipart: MultipartOutliner | null,
  ) {}

  /** The upstream could not be reached, or did not answer in time: 502 or 504 in the operation's envelope. */
  async answerWithoutUpstream(reply: FastifyReply, error: Error, timedOut: boolean): Promise<FastifyReply> {
    const { url, timeoutMs } = this.context.upstream;
    const [status, text, reason] = timedOut
      ? [504, proxyMessages.upstreamTimeout, `${url.origin} was silent for ${timeoutMs} ms.`]
      : [502, proxyMessages.upstreamUnreachable, `${url.origin}: ${(error as NodeJS.ErrnoException).code ?? error.message}`];
    await this.record([{ kind: 'upstream', problems: [`${text} ${reason}`] }], null, {}, null);
    const body = failureBody(this.route.operation.envelope, new ApiError(status, { error: text, reason }));
    return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
  }

  /** `clientLeft`: the client hung up mid-answer (rather than the upstream breaking off). */
  async finish(status: number, headers: Record<string, string | string[]>, body: TappedBody, read: ReadableBody | null, clientLeft: boolean): Promise<void> {
    // A client that hangs up mid-answer cuts the stream: not the upstream's doing, and nothing to check.
    if (!body.complete && clientLeft) return;
    const findings: Finding[] = body.complete
      ? checkResponse(this.route.operation, this.route.checkResponse, {
          status,
          contentType: header(headers, 'content-type'),
          body: read,
          bodiless: this.request.method === 'HEAD',
        })
      : [{ kind: 'upstream', problems: [`the answer broke off after ${body.bytes} bytes`] }];
    await this.record(findings, status, headers, body, read);
    if (body.complete) await this.recordForReplay(status, headers, body, read, findings.length > 0);
  }

  /** The exchange as an answer rule (--record FILE): a HEAD, or an answer that broke off, is not one to replay. */
  private async recordForReplay(
    status: number,
    headers: Record<string, string | string[]>,
    body: TappedBody,
    read: ReadableBody | null,
    answerBroke: boolean,
  ): Promise<void> {
    const { recorder } = this.context;
    if (!recorder || this.request.method === 'HEAD') return;
    const requestBody = await this.requestBody;
    await recorder.record({
      operation: this.route.operation,
      params: renameParams({ ...(this.request.params as Record<string, string>) }, this.route.paramNames),
      query: { ...(this.request.query as Record<string, unknown>) },
      headers: this.request.headers,
      requestBody: requestBody.complete ? requestBody.whole : null,
      status,
      answerHeaders: headers,
      // An answer the check does not read (a 204, a file) is kept only when it is empty.
      answerBody: read?.whole ?? (body.bytes === 0 ? Buffer.alloc(0) : null),
      answerBroke,
    });
  }

  /** Records the request's own violations and the answer's findings, each a violation with the whole exchange. */
  private async record(
    findings: Finding[],
    status: number | null,
    headers: Record<string, string | string[]>,
    answer: TappedBody | null,
    read: ReadableBody | null = null,
  ): Promise<void> {
    const requestBody = await this.requestBody;
    const { request, route } = this;
    const requestFindings = requestBody.complete
      ? checkRequest(
          route.validateRequest,
          {
            // Copies: the validator coerces values in place, and the record shows them as sent.
            params: renameParams({ ...(request.params as Record<string, string>) }, route.paramNames),
            query: { ...(request.query as Record<string, unknown>) },
            headers: { ...request.headers },
            contentType: request.headers['content-type'],
            body: requestBody,
            multipart: this.multipart,
          },
          this.context.bodyLimit,
        )
      : [];
    const all = [...requestFindings, ...findings];
    if (all.length === 0) return;
    // The answer as its reader sees it where it was read (decoded), else as it came (an encoding that does not decode).
    const shown = read && read.bytes > 0 ? read : answer;
    const exchange = {
      request: { headers: recordHeaders(request.headers), body: recordBody(requestBody) },
      response: { status, headers: recordHeaders(headers), body: recordBody(answer, shown) },
    };
    const at = new Date().toISOString();
    const url = redactUrl(request.url);
    for (const finding of all) {
      this.context.violations.add({ at, operationId: route.operation.operationId, method: request.method, url, ...finding, exchange });
      const what = finding.kind === 'unchecked' ? 'answer not checked' : `contract violation (${finding.kind})`;
      this.context.log(`${what} ${route.operation.operationId} ${request.method} ${url} -> ${status ?? 'no answer'}: ${finding.problems.join('; ')}`);
    }
  }
}

function header(headers: Record<string, string | string[]>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
