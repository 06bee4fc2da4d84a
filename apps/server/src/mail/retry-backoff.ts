/**
 * Delay before the next delivery attempt: exponential from `baseMs`, capped at `maxMs`,
 * with "equal jitter" (half fixed, half random) so that a relay coming back after an
 * outage is not hit by every queued message at the same instant.
 */
export function retryDelayMs(failedAttempts: number, policy: { baseMs: number; maxMs: number }, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
