/**
 * Insights of matched audiences: generated on the mock clock, regenerated when
 * they failed, rendered as XLSX or PDF for download and e-mail.
 */
import type { Audience, AudienceInsight } from './model.ts';
import type { World } from '../world.ts';
import { AudienceTypeId, InsightStatusId } from './model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Caller, HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { render, ContentType, type Table } from '../../core/toolkit/documents.ts';
import { scheduleDue, type DueTask } from '../../core/state/due-queue.ts';
import { Downloads, type StoredFile } from '../../core/state/downloads.ts';
import { notFound, unprocessable } from '../../core/toolkit/errors.ts';
import { audienceMessages } from './messages.ts';
import type { MockState } from '../../core/state/state.ts';
import { parseIdList } from '../../core/toolkit/paging.ts';
import { nextId } from '../workspace.ts';
import { AUDIENCE_INSIGHTS_TYPE_ID, INSIGHTS_MS, maxInsightsRecipients } from './rules.ts';
import { insertAudienceInsight, audienceFor, matchedOf } from './store.ts';
import { insightItem } from './views.ts';

const FIRST_NEW_INSIGHTS_ID = 6100;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The insights turn ready at their ready time, if still generating then (due work on the mock clock). */
export function insightReady(insight: AudienceInsight): DueTask {
  return {
    at: insight.readyAt!,
    run: (_state, now) => {
      if (insight.statusId !== InsightStatusId.generating || insight.readyAt === null || insight.readyAt > now) return;
      insight.statusId = InsightStatusId.ready;
      insight.readyAt = null;
    },
  };
}

export function* pendingInsights(world: World): Iterable<DueTask> {
  for (const insight of world.audienceInsights) if (insight.statusId === InsightStatusId.generating && insight.readyAt !== null) yield insightReady(insight);
}

/** The audience's most recent insights: new insights are appended with a higher id than any before, so its last. */
export function latestInsight(world: World, audienceId: number): AudienceInsight | undefined {
  const insights = world.audienceInsights;
  for (let i = insights.length - 1; i >= 0; i--) if (insights[i]!.audienceId === audienceId) return insights[i];
  return undefined;
}

/** Insights of an audience the caller may see, or undefined (unknown and foreign look the same). */
function insightFor(state: MockState, caller: Caller, insightsId: number): { insight: AudienceInsight; audience: Audience } | undefined {
  const insight = state.world.audienceInsights.find((i) => i.insightsId === insightsId);
  const audience = insight && audienceFor(state.world, caller, insight.audienceId);
  return insight && audience ? { insight, audience } : undefined;
}

/** Insights can be made of a matched audience the caller may see, once it is Ready. */
function isEligible(audience: Audience | undefined): audience is Audience {
  return audience?.typeId === AudienceTypeId.matched && audience.status === 'approved';
}

const addAudienceInsights: OperationHandler<'addAudienceInsights'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const invalidSourceIds: number[] = [];
  const insightsData: Api.AudienceInsight[] = [];
  for (const audienceId of parseIdList(ctx.query.audienceIds)) {
    const audience = audienceFor(world, caller, audienceId);
    if (!isEligible(audience)) {
      invalidSourceIds.push(audienceId);
      continue;
    }
    insightsData.push(insightItem(currentOrNewInsight(world, audience, ctx.now), audience));
  }
  return { invalidSourceIds, insightsData };
};

/** Insights generating or ready are answered as they are; otherwise new ones start. */
export function currentOrNewInsight(world: World, audience: Audience, now: number): AudienceInsight {
  const latest = latestInsight(world, audience.audienceId);
  if (latest && latest.statusId !== InsightStatusId.failed) return latest;
  const insight: AudienceInsight = {
    insightsId: nextId(
      world.audienceInsights.map((i) => i.insightsId),
      FIRST_NEW_INSIGHTS_ID - 1,
    ),
    audienceId: audience.audienceId,
    typeId: AUDIENCE_INSIGHTS_TYPE_ID,
    statusId: InsightStatusId.generating,
    name: `${audience.name} Insights`,
    createdAt: now,
    readyAt: now + INSIGHTS_MS,
  };
  insertAudienceInsight(world, insight);
  scheduleDue(world, insightReady(insight));
  return insight;
}

const regenerateAudienceInsights: OperationHandler<'regenerateAudienceInsights'> = (ctx) => {
  const found = insightFor(ctx.state, ctx.caller, ctx.params.insightsId);
  if (!found) throw notFound(audienceMessages.insightsNotFound, 'insightsId');
  if (found.insight.statusId !== InsightStatusId.failed) throw unprocessable(audienceMessages.insightsNotFailed, 'insightsId');
  found.insight.statusId = InsightStatusId.generating;
  found.insight.readyAt = ctx.now + INSIGHTS_MS;
  scheduleDue(ctx.state.world, insightReady(found.insight));
  return 'Insights regeneration started.';
};

const sendAudienceInsightsEmail: OperationHandler<'sendAudienceInsightsEmail'> = (ctx) => {
  const { query, state, now } = ctx;
  const recipients = parseRecipients(query.recipientEmails);
  const found = insightFor(state, ctx.caller, query.id);
  if (!found || found.audience.audienceId !== query.audienceId) throw notFound(audienceMessages.insightsNotFound, 'id');
  if (found.insight.statusId !== InsightStatusId.ready) throw unprocessable(audienceMessages.insightsNotReady, 'id');
  const file = saveReport(state, found.audience, found.insight, query.attachmentType, null, now);
  const attachment = { fileName: file.fileName, contentType: file.contentType, url: Downloads.url(ctx.origin, file) };
  for (const to of recipients) {
    state.outbox.send({
      kind: 'insights',
      to,
      subject: `Audience insights: ${found.audience.name}`,
      body: `The insights of the audience ${found.audience.name} are attached.`,
      link: attachment.url,
      hash: null,
      sentAt: now,
      attachments: [attachment],
    });
  }
  return `Insights sent to ${recipients.length} ${recipients.length === 1 ? 'recipient' : 'recipients'}.`;
};

/** Comma-separated addresses, each valid, at most 15 once repeats are dropped. */
function parseRecipients(list: string): string[] {
  const recipients = [...new Set(list.split(',').map((e) => e.trim().toLowerCase()))];
  if (recipients.some((e) => !EMAIL.test(e))) throw unprocessable(audienceMessages.recipientInvalid, 'recipientEmails');
  if (recipients.length > maxInsightsRecipients) throw unprocessable(audienceMessages.tooManyRecipients, 'recipientEmails');
  return recipients;
}

const downloadAudienceInsights: OperationHandler<'downloadAudienceInsights'> = (ctx) => {
  const { query, state, now } = ctx;
  const audience = audienceFor(state.world, ctx.caller, query.audienceId);
  if (!audience) throw notFound(audienceMessages.audienceNotFound, 'audienceId');
  const ready = state.world.audienceInsights
    .filter((i) => i.audienceId === audience.audienceId && i.statusId === InsightStatusId.ready)
    .sort((a, b) => b.insightsId - a.insightsId)[0];
  if (!ready) throw unprocessable(audienceMessages.insightsNotReady, 'audienceId');
  const file = saveReport(state, audience, ready, query.fileType, ctx.body?.customLogoFile ?? null, now);
  return { insightsReportUrl: Downloads.url(ctx.origin, file) };
};

function saveReport(state: MockState, audience: Audience, insight: AudienceInsight, format: 'xlsx' | 'pdf', logo: string | null, now: number): StoredFile {
  const body = render(format, insightsTable(state.world, audience, insight, logo));
  return state.downloads.save({ fileName: `audience-${audience.audienceId}-insights.${format}`, contentType: ContentType[format], body }, now);
}

/** The report: the audience's figures and a deterministic demographic split derived from its id. */
export function insightsTable(world: World, audience: Audience, insight: AudienceInsight, logo: string | null): Table {
  const matched = matchedOf(world, audience.audienceId);
  const female = 40 + (audience.audienceId % 21);
  const rows: Table['rows'] = [
    ['Audience', audience.name],
    ['Audience id', audience.audienceId],
    ['Insights id', insight.insightsId],
    ['Unique users', audience.uniques],
    ['Match rate (%)', matched?.matchRate ?? null],
    ['Records in file', matched?.fileTotalCount ?? null],
    ['Female (%)', female],
    ['Male (%)', 100 - female],
    ['Age 18-34 (%)', 20 + (audience.audienceId % 17)],
    ['Age 35-54 (%)', 30 + (audience.audienceId % 13)],
  ];
  if (logo) rows.push(['Logo', logo]);
  return { title: insight.name, columns: ['Metric', 'Value'], rows };
}

export const insightsHandlers = {
  addAudienceInsights,
  regenerateAudienceInsights,
  sendAudienceInsightsEmail,
  downloadAudienceInsights,
} satisfies Partial<HandlerTable>;
