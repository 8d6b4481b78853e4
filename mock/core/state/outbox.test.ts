/** The outbox keeps the latest e-mails, oldest first (spec/DECISIONS.md L4). */
import { describe, expect, it } from 'vitest';
import { maxEmails, maxEmailText, Outbox } from './outbox.ts';

const email = (to: string, body = 'Reset your password.') => ({
  kind: 'password-reset' as const,
  to,
  subject: 'Reset your password',
  body,
  link: null,
  hash: null,
  sentAt: 0,
});

describe('the outbox cap', () => {
  it('drops the oldest e-mail past the cap; ids keep counting', () => {
    const outbox = new Outbox();
    for (let i = 1; i <= maxEmails + 1; i += 1) outbox.send(email(`user${i}@acme-media.example`));
    const kept = outbox.list();
    expect(kept).toHaveLength(maxEmails);
    expect(kept[0]).toMatchObject({ id: 2, to: 'user2@acme-media.example' });
    expect(kept.at(-1)).toMatchObject({ id: maxEmails + 1 });
    expect(outbox.send(email('next@acme-media.example')).id).toBe(maxEmails + 2);
  });

  it('drops the oldest e-mails past the text budget, keeping the newest', () => {
    const outbox = new Outbox();
    const body = 'x'.repeat(maxEmailText / 4);
    for (let i = 1; i <= 8; i += 1) outbox.send(email(`user${i}@acme-media.example`, body));
    const kept = outbox.list();
    expect(kept.length).toBeLessThan(4);
    expect(kept.at(-1)!.to).toBe('user8@acme-media.example');
    expect(kept.reduce((sum, e) => sum + e.body.length, 0)).toBeLessThanOrEqual(maxEmailText);
  });

  it('starts ids over when cleared', () => {
    const outbox = new Outbox();
    outbox.send(email('a@acme-media.example'));
    outbox.clear();
    expect(outbox.send(email('b@acme-media.example')).id).toBe(1);
    expect(outbox.size).toBe(1);
  });
});
