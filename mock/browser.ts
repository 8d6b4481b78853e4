/**
 * Debian's Chromium, driven headless by playwright-core, for the tests that open the
 * mock's pages (and apps calling it) in a real browser (`*.browser.test.ts`), and the
 * folder where they leave what they saw (reports/: screenshots, a text report).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, it } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium on a busy machine: every step may wait this long. */
export const browserTimeout = 60_000;
export const reportDir = new URL('../reports/', import.meta.url);

function chromiumMissing(test: string): string {
  return (
    `Chromium is not installed at ${chromiumPath}. The ${test} needs a Chromium browser: ` +
    "install Debian's package (apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary."
  );
}

/** Headless Chromium; a machine without it fails saying how to get it. */
export async function launchChromium(test: string): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(chromiumMissing(test));
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
}

/** Its own test, so that a machine without Chromium counts a failed test, not only failed suites. */
export function itHasChromium(test: string): void {
  it('has a Chromium to drive', () => {
    expect(existsSync(chromiumPath), chromiumMissing(test)).toBe(true);
  });
}

/** A path under reports/ (the folder made first), for a screenshot or a report. */
export function reportPath(name: string): string {
  mkdirSync(reportDir, { recursive: true });
  return new URL(name, reportDir).pathname;
}

export function writeReport(name: string, lines: string[]): void {
  writeFileSync(reportPath(name), `${lines.join('\n')}\n`);
}

/** What a page asked for (every URL) and every error it logged (console errors, uncaught ones). */
export interface PageWatch {
  requests: string[];
  errors: string[];
}

export function watchPage(page: Page): PageWatch {
  const seen: PageWatch = { requests: [], errors: [] };
  page.on('request', (request) => seen.requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}
