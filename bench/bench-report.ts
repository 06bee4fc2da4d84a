import type { Variant } from './bench-requests.ts';
import type { Measurement } from './measure.ts';
import type { DatabaseKind } from './vitrine-target.ts';

export const JSON_SERVER = 'json-server';
export const CEILING = 'ceiling';
export type Target = DatabaseKind | typeof JSON_SERVER | typeof CEILING;

export interface ResultRow {
  target: Target;
  path: string;
  variant: Variant;
  measurement: Measurement;
  /**
   * The ceiling measured just before this row's target: a shared machine's speed changes during
   * a run, so each target is compared with the ceiling of its own moment.
   */
  ceiling?: Measurement;
  /** For a cached page: a constant route answering the same bytes, measured just before the row. */
  sameBytesCeiling?: Measurement;
}

export interface BenchResults {
  rows: ResultRow[];
  /** Peak RSS of each target's server process, in bytes, when it could be read. */
  peakRssBytes: Partial<Record<Target, number>>;
  /** How long `vitrine import` took for the whole catalogue, per database. */
  importSeconds: Partial<Record<DatabaseKind, number>>;
}

/** The goals of issue 9, as ratios within one run so that the machine's speed cancels out. */
export const CACHED_MIN_CEILING_RATIO = 0.5;
export const UNCACHED_MAX_P99_MS: Readonly<Record<DatabaseKind, number>> = { PostgreSQL: 20, PGlite: 50 };
export const MIN_JSON_SERVER_RATIO = 100;
export const POSTGRES_MAX_RSS_BYTES = 300 * 1024 * 1024;
const DATABASES: readonly DatabaseKind[] = ['PGlite', 'PostgreSQL'];

export interface GoalCheck {
  goal: string;
  isMet: boolean;
  detail: string;
}

function throughputRatio(measurement: Measurement, reference: Measurement | undefined): number | undefined {
  return reference === undefined || reference.requestsPerSecond === 0 ? undefined : measurement.requestsPerSecond / reference.requestsPerSecond;
}

/** Throughput relative to the ceiling measured before the row's target; undefined without one. */
export function ceilingRatio({ measurement, ceiling }: ResultRow): number | undefined {
  return throughputRatio(measurement, ceiling);
}

/** Throughput relative to a constant route sending the row's own bytes; undefined but for cached pages. */
export function sameBytesCeilingRatio({ measurement, sameBytesCeiling }: ResultRow): number | undefined {
  return throughputRatio(measurement, sameBytesCeiling);
}

/** The server's CPU per answer, in µs; undefined without its CPU time or any answer. */
export function cpuPerAnswerMicroseconds({ serverCpuSeconds, completed }: Measurement): number | undefined {
  return serverCpuSeconds === undefined || completed === 0 ? undefined : (serverCpuSeconds / completed) * 1e6;
}

/**
 * For a cached row: the ceiling's CPU per answer over the row's, that is the rate the server
 * could reach against the ceiling's had autocannon kept up. Only for cached rows: an uncached
 * answer on PostgreSQL is partly spent in the database's processes, not counted here.
 */
export function ceilingCpuRatio({ target, variant, measurement, ceiling }: ResultRow): number | undefined {
  if (target === CEILING || variant !== 'cached' || ceiling === undefined) return undefined;
  const own = cpuPerAnswerMicroseconds(measurement);
  const reference = cpuPerAnswerMicroseconds(ceiling);
  return own === undefined || reference === undefined || own === 0 ? undefined : reference / own;
}

/** A throughput ratio; a lower bound when the peer answered nothing within the duration. */
export interface PeerRatio {
  value: number;
  isLowerBound: boolean;
}

/** Throughput relative to json-server's on the same query and variant; undefined when json-server has no such query. */
export function jsonServerRatio(row: ResultRow, results: BenchResults): PeerRatio | undefined {
  if (row.target === JSON_SERVER || row.target === CEILING) return undefined;
  const peer = results.rows.find((other) => other.target === JSON_SERVER && other.path === row.path && other.variant === row.variant)?.measurement;
  if (peer === undefined) return undefined;
  // No answer within the duration: json-server did less than one request per duration.
  if (peer.completed === 0) return { value: row.measurement.requestsPerSecond * peer.durationS, isLowerBound: true };
  return { value: row.measurement.requestsPerSecond / peer.requestsPerSecond, isLowerBound: false };
}

export function formatPeerRatio(ratio: PeerRatio | undefined): string {
  return ratio === undefined ? '—' : `${ratio.isLowerBound ? '> ' : ''}${formatRatio(ratio.value)}`;
}

/** Latency in ms; when nothing was answered, all that is known is that it took longer than the run. */
function formatLatency(milliseconds: number, measurement: Measurement): string {
  return measurement.completed === 0 ? `> ${measurement.durationS * 1000}` : milliseconds.toString();
}

export function formatRatio(ratio: number | undefined): string {
  if (ratio === undefined) return '—';
  const digits = ratio >= 100 ? 0 : ratio >= 10 ? 1 : ratio >= 0.1 ? 2 : 3;
  return `${ratio.toFixed(digits)}×`;
}

function formatMicroseconds(microseconds: number | undefined): string {
  return microseconds === undefined ? '—' : Math.round(microseconds).toString();
}

export function formatMegabytes(bytes: number | undefined): string {
  return bytes === undefined ? 'n/a' : `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** One Markdown table of every measurement, then the peak RSS per server. */
export function formatTable(results: BenchResults): string {
  const header = ['target', 'path', 'variant', 'req/s', 'p50 ms', 'p99 ms', 'failed', '× ceiling', '× same bytes', '× json-server', 'server µs/answer', '× ceiling by CPU'];
  const lines = results.rows.map((row) => [
    row.target,
    row.path,
    row.variant,
    Math.round(row.measurement.requestsPerSecond).toString(),
    formatLatency(row.measurement.p50Ms, row.measurement),
    formatLatency(row.measurement.p99Ms, row.measurement),
    row.measurement.failures.toString(),
    row.target === CEILING ? '1×' : formatRatio(ceilingRatio(row)),
    formatRatio(sameBytesCeilingRatio(row)),
    formatPeerRatio(jsonServerRatio(row, results)),
    formatMicroseconds(cpuPerAnswerMicroseconds(row.measurement)),
    formatRatio(ceilingCpuRatio(row)),
  ]);
  const rss = Object.entries(results.peakRssBytes).map(([target, bytes]) => `${target} ${formatMegabytes(bytes)}`);
  const imports = Object.entries(results.importSeconds).map(([database, seconds]) => `${database} ${seconds.toFixed(1)} s`);
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, index) => (index < 3 ? '---' : '---:')).join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    `Server RSS (peak, sampled from /proc during the run): ${rss.length === 0 ? 'n/a' : rss.join(', ')}`,
    `Import with the CLI: ${imports.length === 0 ? 'n/a' : imports.join(', ')}`,
  ].join('\n');
}

/** Every goal per database, PASS when every row it covers meets it (a row with failed requests never does). */
export function checkGoals(results: BenchResults): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const database of DATABASES) {
    const rows = results.rows.filter((row) => row.target === database);
    if (rows.length === 0) continue;
    checks.push(
      rowGoal(
        `${database}: cached ≥ ${CACHED_MIN_CEILING_RATIO}× ceiling`,
        rows.filter((row) => row.variant === 'cached'),
        ceilingRatio,
        (ratio) => ratio >= CACHED_MIN_CEILING_RATIO,
        formatRatio,
      ),
      rowGoal(
        `${database}: cached ≥ ${CACHED_MIN_CEILING_RATIO}× ceiling by server CPU per answer`,
        rows.filter((row) => row.variant === 'cached'),
        ceilingCpuRatio,
        (ratio) => ratio >= CACHED_MIN_CEILING_RATIO,
        formatRatio,
      ),
      rowGoal(
        `${database}: uncached p99 ≤ ${UNCACHED_MAX_P99_MS[database]} ms`,
        rows.filter((row) => row.variant === 'uncached'),
        (row) => (row.measurement.completed === 0 ? Number.POSITIVE_INFINITY : row.measurement.p99Ms),
        (p99) => p99 <= UNCACHED_MAX_P99_MS[database],
        (p99) => `${p99} ms`,
        // The worst is the slowest.
        true,
      ),
      rowGoal(
        `${database}: ≥ ${MIN_JSON_SERVER_RATIO}× json-server`,
        rows.filter((row) => jsonServerRatio(row, results) !== undefined),
        (row) => jsonServerRatio(row, results)?.value,
        (ratio) => ratio >= MIN_JSON_SERVER_RATIO,
        formatRatio,
      ),
    );
  }
  if (results.rows.some((row) => row.target === 'PostgreSQL')) {
    const rss = results.peakRssBytes.PostgreSQL;
    checks.push({
      goal: `PostgreSQL: server RSS ≤ ${formatMegabytes(POSTGRES_MAX_RSS_BYTES)}`,
      isMet: rss !== undefined && rss <= POSTGRES_MAX_RSS_BYTES,
      detail: `peak ${formatMegabytes(rss)}`,
    });
  }
  return checks;
}

function rowGoal(
  goal: string,
  rows: ResultRow[],
  valueOf: (row: ResultRow) => number | undefined,
  isGood: (value: number) => boolean,
  format: (value: number) => string,
  isHigherWorse = false,
): GoalCheck {
  const scored = rows.map((row) => ({ row, value: valueOf(row) ?? Number.NaN }));
  const missed = scored.filter(({ row, value }) => Number.isNaN(value) || !isGood(value) || row.measurement.failures > 0);
  const [worst] = [...scored].sort((a, b) => (isHigherWorse ? b.value - a.value : a.value - b.value));
  const worstText = worst === undefined ? '' : `; worst ${worst.row.path} (${worst.row.variant}) ${format(worst.value)}`;
  return {
    goal,
    isMet: rows.length > 0 && missed.length === 0,
    detail: `${rows.length - missed.length}/${rows.length} rows${worstText}`,
  };
}

export function formatGoals(checks: readonly GoalCheck[]): string {
  return checks.map(({ goal, isMet, detail }) => `${isMet ? 'PASS' : 'MISS'}  ${goal}  (${detail})`).join('\n');
}
