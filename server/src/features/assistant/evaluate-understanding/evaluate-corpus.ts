import { type CaseScore, type ObservedTurn, scoreUnderstandingCase } from "./score-understanding-case";
import type { UnderstandingRig } from "./start-understanding-rig";
import type { UnderstandingCase } from "./understanding-case";

export type CaseResult = { item: UnderstandingCase; turn: ObservedTurn; score: CaseScore };

export type Rates = { cases: number; rightTool: number; rightArguments: number; usefulAnswer: number };

export type CorpusSummary = {
  overall: Rates;
  byApp: Record<string, Rates>;
  /** Milliseconds per turn through the chat route, as the user waits for it. */
  latency: { p50: number; p99: number };
};

/** Sends every case, one after another (latency is measured per turn), and scores it. */
export async function evaluateCorpus(
  rig: Pick<UnderstandingRig, "send">,
  cases: readonly UnderstandingCase[],
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const item of cases) {
    const turn = await rig.send(item.app, item.message);
    results.push({ item, turn, score: scoreUnderstandingCase(item, turn) });
  }
  return results;
}

function toPercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

function rate(results: readonly CaseResult[]): Rates {
  const count = (check: keyof Omit<CaseScore, "misses">) => results.filter((result) => result.score[check]).length;
  return {
    cases: results.length,
    rightTool: toPercent(count("rightTool"), results.length),
    rightArguments: toPercent(count("rightArguments"), results.length),
    usefulAnswer: toPercent(count("usefulAnswer"), results.length),
  };
}

export function pickPercentile(sorted: readonly number[], percentile: number): number {
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarizeCorpus(results: readonly CaseResult[]): CorpusSummary {
  const apps = [...new Set(results.map((result) => result.item.app))].sort();
  const latencies = results.map((result) => result.turn.latencyMs).sort((a, b) => a - b);
  return {
    overall: rate(results),
    byApp: Object.fromEntries(apps.map((app) => [app, rate(results.filter((result) => result.item.app === app))])),
    latency: {
      p50: Math.round(pickPercentile(latencies, 50) * 10) / 10,
      p99: Math.round(pickPercentile(latencies, 99) * 10) / 10,
    },
  };
}

function formatRates(label: string, rates: Rates): string {
  return `| ${label} | ${rates.cases} | ${rates.rightTool} % | ${rates.rightArguments} % | ${rates.usefulAnswer} % |`;
}

/** A Markdown table: overall first, then one row per app unless `overallOnly`. */
export function formatSummaryTable(summary: CorpusSummary, options: { overallOnly?: boolean } = {}): string {
  const rows = [
    "| Chat | Casos | Herramienta correcta | Herramienta y argumentos | Respuesta útil |",
    "| --- | ---: | ---: | ---: | ---: |",
    formatRates("**Total**", summary.overall),
  ];
  if (!options.overallOnly) {
    for (const [app, rates] of Object.entries(summary.byApp)) rows.push(formatRates(app, rates));
  }
  return rows.join("\n");
}

/** The failed cases of a corpus one may read (never the held-out one), one line each, for whoever improves the engine. */
export function formatMisses(results: readonly CaseResult[]): string {
  return results
    .filter(({ score }) => !(score.rightArguments && score.usefulAnswer))
    .map(({ item, turn, score }) => {
      const said = [turn.reply, ...turn.approvals.map((approval) => `[tarjeta] ${approval.summary}`)].join(" ");
      const calls = turn.toolCalls.map((call) => `${call.toolName}${JSON.stringify(call.input)}`).join(" ");
      return `${item.id} [${item.app}] «${item.message}»: ${score.misses.join("; ")}\n    ${calls}\n    → ${said.replace(/\s+/g, " ").slice(0, 240)}`;
    })
    .join("\n");
}
