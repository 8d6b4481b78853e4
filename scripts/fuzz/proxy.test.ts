/** The proxy-mode fuzz runs, and finds nothing in a short run (`npx tsx scripts/fuzz/proxy.ts` runs the long one). */
import { describe, expect, it } from 'vitest';
import { formatProxyReport, fuzzProxy } from './proxy.ts';

describe('fuzzProxy', () => {
  it('sends every round through the proxy to the hostile upstream, and reports no failure', async () => {
    const report = await fuzzProxy({ seed: 3, rounds: 40 });
    expect(report.requests).toBe(40);
    expect(report.failures).toEqual([]);
    expect(report.rssPeakMb).toBeGreaterThan(0);
    expect(formatProxyReport(report)).toMatch(/^Proxy fuzz: 40 requests through the proxy/);
  }, 120_000);
});
