/**
 * The e-mails the platform "sent", served by GET /__mock/outbox, oldest first.
 * The outbox keeps the latest ones (spec/DECISIONS.md L4): past `maxEmails`, or
 * past `maxEmailText` characters in all, the oldest go. Oldest first because
 * contracts read an e-mail right after it is sent.
 */
import { pathOf, SnapshotMismatch, SnapshotReader } from './snapshot-reader.ts';

/** A file sent with an e-mail; the URL downloads it from the mock. */
export interface Attachment {
  fileName: string;
  contentType: string;
  url: string;
}

export interface Email {
  id: number;
  /** What the e-mail is for (invitation, password-reset, …), as its domain names it. */
  kind: string;
  to: string;
  subject: string;
  body: string;
  /** The link the e-mail carries, when it has one. */
  link: string | null;
  /** The invite or reset hash inside the link. */
  hash: string | null;
  attachments: Attachment[];
  sentAt: number;
}

/** E-mails kept: a team's runs send a few hundred a day. */
export const maxEmails = 1_000;
/**
 * Characters kept over all e-mails: about 2,000 each for a full outbox. The text
 * carries names callers choose (a display name, an organization name) of any
 * length, so a count alone does not bound the memory.
 */
export const maxEmailText = 2_000_000;

export class Outbox {
  private emails: Email[] = [];
  /** Ids keep counting when old e-mails go, so an id is never given twice. */
  private lastId = 0;
  private textLength = 0;

  send(email: Omit<Email, 'id' | 'attachments'> & { attachments?: Attachment[] }): Email {
    const sent = { id: ++this.lastId, ...email, attachments: email.attachments ?? [] };
    this.emails.push(sent);
    this.textLength += textLengthOf(sent);
    this.dropOldest();
    return sent;
  }

  get size(): number {
    return this.emails.length;
  }

  list(filter: { to?: string; kind?: string } = {}): Email[] {
    return this.emails.filter((e) => (!filter.to || e.to === filter.to) && (!filter.kind || e.kind === filter.kind));
  }

  clear(): void {
    this.emails = [];
    this.lastId = 0;
    this.textLength = 0;
  }

  /** The outbox's part of a state snapshot. */
  toJSON(): OutboxState {
    return { lastId: this.lastId, emails: this.emails.map(copyEmail) };
  }

  /** A snapshot's outbox part; an e-mail of a kind not in `kinds` (those the domains send) is refused. */
  static parse(value: unknown, path: string, kinds: readonly string[]): OutboxState {
    const read = SnapshotReader.of(value, path);
    const state = { lastId: read.integer('lastId'), emails: read.list('emails', (item, at) => readEmail(item, at, kinds)) };
    const last = state.emails.at(-1);
    if (last && last.id > state.lastId) throw new SnapshotMismatch(pathOf(path, 'lastId'), 'at least the id of the last e-mail');
    return state;
  }

  /** Replaces the e-mails with those of a parsed snapshot part, within the caps. */
  restore(state: OutboxState): void {
    this.emails = state.emails;
    this.lastId = state.lastId;
    this.textLength = state.emails.reduce((sum, email) => sum + textLengthOf(email), 0);
    this.dropOldest();
  }

  /** Drops the oldest e-mails past either cap; the newest one always stays. */
  private dropOldest(): void {
    while (this.emails.length > 1 && (this.emails.length > maxEmails || this.textLength > maxEmailText)) {
      this.textLength -= textLengthOf(this.emails.shift()!);
    }
  }
}

/** What a snapshot keeps of the outbox: the e-mails oldest first, and the last id given. */
export interface OutboxState {
  lastId: number;
  emails: Email[];
}

function copyEmail(e: Email): Email {
  return {
    id: e.id,
    kind: e.kind,
    to: e.to,
    subject: e.subject,
    body: e.body,
    link: e.link,
    hash: e.hash,
    attachments: e.attachments.map((a) => ({ fileName: a.fileName, contentType: a.contentType, url: a.url })),
    sentAt: e.sentAt,
  };
}

function readEmail(item: unknown, path: string, kinds: readonly string[]): Email {
  const read = SnapshotReader.of(item, path);
  const text = (reader: SnapshotReader, key: string) => reader.string(key);
  return {
    id: read.integer('id', 1),
    kind: read.oneOf('kind', kinds),
    to: read.string('to'),
    subject: read.string('subject'),
    body: read.string('body'),
    link: read.nullable('link', text),
    hash: read.nullable('hash', text),
    attachments: read.list('attachments', readAttachment),
    sentAt: read.number('sentAt'),
  };
}

function readAttachment(item: unknown, path: string): Attachment {
  const read = SnapshotReader.of(item, path);
  return { fileName: read.string('fileName'), contentType: read.string('contentType'), url: read.string('url') };
}

function textLengthOf(email: Email): number {
  const attachments = email.attachments.reduce((sum, a) => sum + a.fileName.length + a.contentType.length + a.url.length, 0);
  return email.to.length + email.subject.length + email.body.length + (email.link?.length ?? 0) + (email.hash?.length ?? 0) + attachments;
}
