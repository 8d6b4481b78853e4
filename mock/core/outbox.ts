/**
 * The e-mails the platform "sent", served by GET /__mock/outbox, oldest first.
 * The outbox keeps the latest ones (spec/DECISIONS.md L4): past `maxEmails`, or
 * past `maxEmailText` characters in all, the oldest go. Oldest first because
 * contracts read an e-mail right after it is sent.
 */
export type EmailKind = 'invitation' | 'password-reset' | 'insights' | 'scheduled-report';

/** A file sent with an e-mail; the URL downloads it from the mock. */
export interface Attachment {
  fileName: string;
  contentType: string;
  url: string;
}

export interface Email {
  id: number;
  kind: EmailKind;
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

  /** Drops the oldest e-mails past either cap; the newest one always stays. */
  private dropOldest(): void {
    while (this.emails.length > 1 && (this.emails.length > maxEmails || this.textLength > maxEmailText)) {
      this.textLength -= textLengthOf(this.emails.shift()!);
    }
  }
}

function textLengthOf(email: Email): number {
  const attachments = email.attachments.reduce((sum, a) => sum + a.fileName.length + a.contentType.length + a.url.length, 0);
  return email.to.length + email.subject.length + email.body.length + (email.link?.length ?? 0) + (email.hash?.length ?? 0) + attachments;
}
