/**
 * The platform's limit of N requests a minute, as a sliding window on the mock
 * clock. Keys are chosen by the pipeline (see spec/DECISIONS.md: per user).
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the oldest request in the window leaves it. */
  retryAfterSeconds: number;
}

export const windowMs = 60_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private currentLimit: number | null) {}

  get limit(): number | null {
    return this.currentLimit;
  }

  take(key: string, now: number): RateDecision {
    if (this.currentLimit === null) return { allowed: true, retryAfterSeconds: 0 };
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= this.currentLimit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Forgets every window and starts over with `limit`. */
  reset(limit: number | null): void {
    this.hits.clear();
    this.currentLimit = limit;
  }
}
