/** Every e-mail the platform "sent", served by GET /__mock/outbox. */
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

export class Outbox {
  private emails: Email[] = [];

  send(email: Omit<Email, 'id' | 'attachments'> & { attachments?: Attachment[] }): Email {
    const sent = { id: this.emails.length + 1, ...email, attachments: email.attachments ?? [] };
    this.emails.push(sent);
    return sent;
  }

  list(filter: { to?: string; kind?: string } = {}): Email[] {
    return this.emails.filter((e) => (!filter.to || e.to === filter.to) && (!filter.kind || e.kind === filter.kind));
  }

  clear(): void {
    this.emails = [];
  }
}
