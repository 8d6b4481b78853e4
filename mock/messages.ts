/**
 * Every error text the mock answers with, gathered from the catalogues of the
 * pipeline and of each domain, for the test suites: a contract asserts an answer's
 * text through this one object, whichever catalogue the text lives in.
 */
import { adminMessages } from './admin/messages.ts';
import { assetMessages } from './assets/messages.ts';
import { httpMessages } from './core/toolkit/messages.ts';
import { audienceTypeMessages } from './domains/audience-types/messages.ts';
import { audienceMessages } from './domains/audiences/messages.ts';
import { bidModelMessages } from './domains/bid-models/messages.ts';
import { conversionMessages } from './domains/conversions/messages.ts';
import { creativeMessages } from './domains/creatives/messages.ts';
import { dashboardMessages } from './domains/dashboards/messages.ts';
import { reportMessages } from './domains/reports/messages.ts';
import { userMessages } from './domains/users/messages.ts';
import { vldMessages } from './domains/vld/messages.ts';
import { proxyMessages } from './proxy/messages.ts';
import { storageMessages } from './storage/messages.ts';

/** Each catalogue once; no two of them share a key (scripts/error-texts.test.ts). */
export const catalogues = {
  httpMessages,
  userMessages,
  audienceMessages,
  audienceTypeMessages,
  creativeMessages,
  conversionMessages,
  bidModelMessages,
  reportMessages,
  vldMessages,
  dashboardMessages,
  adminMessages,
  assetMessages,
  storageMessages,
  proxyMessages,
} as const;

export const messages = {
  ...httpMessages,
  ...userMessages,
  ...audienceMessages,
  ...audienceTypeMessages,
  ...creativeMessages,
  ...conversionMessages,
  ...bidModelMessages,
  ...reportMessages,
  ...vldMessages,
  ...dashboardMessages,
  ...adminMessages,
  ...assetMessages,
  ...storageMessages,
  ...proxyMessages,
} as const;

export type MessageKey = keyof typeof messages;
