// How well the built-in local engine understands Spanish requests: every case of the understanding corpus
// (server/src/features/assistant/evaluate-understanding/corpus) goes through the real chat route, with no model
// configured, over the provider sandbox's Spanish demo data, with every connectable app connected.
// Prints right tool, right tool and arguments, and useful answer per chat for the dev corpus, the same for the
// held-out corpus as aggregates only, and the per-turn latency p50/p99.
// Run with `npm run bench:understanding` (add `-- --misses` to list the dev cases that failed and why).
// While working on the engine: `-- --only=<regexp>` runs only the dev cases whose id matches (no held-out; their
// figures and latency are printed, not recorded), and `-- --ask "<app>|<message>"` (repeatable) shows what one
// message does. `-- --robust` rewrites every dev case that is right as people also write it (no accents, a greeting,
// a typo, voseo, asked as a question…) and prints, per kind of rewrite, how many stay right, then the same for the
// held-out corpus as aggregates only; two right requests of a chat are also joined into one message ('dos en una').
// Add `--misses` to list the dev rewrites that broke, `--kinds=<regexp>` to send only some kinds of rewrite.
import os from "node:os";
import { startSandbox } from "../sandbox/src/start-sandbox";
import {
  type CaseResult,
  evaluateCorpus,
  formatMisses,
  formatSummaryTable,
  summarizeCorpus,
} from "../server/src/features/assistant/evaluate-understanding/evaluate-corpus";
import { moveClockToWorkingHours } from "../server/src/features/assistant/evaluate-understanding/move-clock-to-working-hours";
import {
  joinRequests,
  type PerturbationKind,
  perturbRequest,
} from "../server/src/features/assistant/evaluate-understanding/perturb-request";
import { scoreUnderstandingCase } from "../server/src/features/assistant/evaluate-understanding/score-understanding-case";
import { startUnderstandingRig } from "../server/src/features/assistant/evaluate-understanding/start-understanding-rig";
import {
  type CorpusName,
  readCorpus,
  type UnderstandingCase,
} from "../server/src/features/assistant/evaluate-understanding/understanding-case";

const showMisses = process.argv.includes("--misses");
const robustness = process.argv.includes("--robust");
const kindPattern = new RegExp(process.argv.find((argument) => argument.startsWith("--kinds="))?.slice(8) ?? "");
const onlyPattern = process.argv.find((argument) => argument.startsWith("--only="))?.slice("--only=".length);
const askedMessages = process.argv.flatMap((argument, index) =>
  process.argv[index - 1] === "--ask" ? [argument] : [],
);

function describeMachine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "desconocido";
  const memory = Math.round((os.totalmem() / 1024 ** 3) * 10) / 10;
  const load = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
  return `${os.availableParallelism()} CPU (${cpu}), ${memory} GiB, carga ${load}, Node ${process.version}, ${os.type()} ${os.release()}`;
}

moveClockToWorkingHours();
const sandbox = await startSandbox({ port: 0 });
const rig = await startUnderstandingRig(sandbox.url).catch(async (error: unknown) => {
  await sandbox.close();
  throw error;
});
const runs: Partial<Record<CorpusName, CaseResult[]>> = {};

async function showAskedMessages(): Promise<void> {
  for (const asked of askedMessages) {
    const [app = "shifu", ...rest] = asked.split("|");
    const turn = await rig.send(app, rest.join("|"));
    const calls = turn.toolCalls.map((call) => `${call.toolName}${JSON.stringify(call.input)}`).join("\n    ");
    const cards = turn.approvals.map((approval) => `[tarjeta] ${approval.summary}`).join("\n    ");
    console.log(
      `\n[${app}] «${rest.join("|")}» (${Math.round(turn.latencyMs)} ms)\n    ${calls}\n    ${cards}\n→ ${turn.reply}`,
    );
  }
}

async function runOnlyMatchingCases(pattern: string): Promise<void> {
  const matcher = new RegExp(pattern);
  const results = await evaluateCorpus(
    rig,
    readCorpus("dev").filter((item) => matcher.test(item.id)),
  );
  const right = results.filter(({ score }) => score.rightArguments && score.usefulAnswer).length;
  // The figures of the dev cases run, so that a pass on the engine can measure dev (and its latency) without held-out.
  const summary = summarizeCorpus(results);
  console.log(
    `${formatSummaryTable(summary)}\nLatencia por turno: p50 ${summary.latency.p50} ms, p99 ${summary.latency.p99} ms`,
  );
  console.log(`${right} de ${results.length} bien\n${formatMisses(results)}`);
}

type RewriteKind = PerturbationKind | "dos en una";
type Rewrite = { kind: RewriteKind; item: UnderstandingCase };
type RewriteResult = Rewrite & { right: boolean; said: string };

function isRight(result: CaseResult): boolean {
  return result.score.rightArguments && result.score.usefulAnswer;
}

/**
 * Each right case joined with the next right case of the same chat that asks for other tools, each case first once:
 * two requests in one message, as people write them.
 */
function pairRequests(cases: readonly UnderstandingCase[]): Rewrite[] {
  const acts = cases.filter((item) => item.kind === "act");
  return acts.flatMap((first, index) => {
    const second = acts
      .slice(index + 1)
      .find((other) => other.app === first.app && other.tools.every((tool) => !first.tools.includes(tool)));
    return second ? [{ kind: "dos en una" as const, item: joinRequests(first, second) }] : [];
  });
}

/** Sends every rewrite of the cases that are right as written, and scores it against the same case. */
async function runRewrites(cases: readonly UnderstandingCase[]): Promise<{ base: number; rewrites: RewriteResult[] }> {
  const rightAsWritten = (await evaluateCorpus(rig, cases)).filter(isRight).map((result) => result.item);
  const planned: Rewrite[] = [
    ...rightAsWritten.flatMap((item) =>
      perturbRequest(item).map((rewrite) => ({ kind: rewrite.kind, item: { ...item, message: rewrite.message } })),
    ),
    ...pairRequests(rightAsWritten),
  ].filter((rewrite) => kindPattern.test(rewrite.kind));
  const rewrites: RewriteResult[] = [];
  for (const { kind, item } of planned) {
    const turn = await rig.send(item.app, item.message);
    const score = scoreUnderstandingCase(item, turn);
    const calls = turn.toolCalls.map((call) => `${call.toolName}${JSON.stringify(call.input)}`).join(" ");
    const cards = turn.approvals.map((approval) => `[tarjeta] ${approval.summary}`).join(" ");
    rewrites.push({
      kind,
      item,
      right: score.rightArguments && score.usefulAnswer,
      said: `${score.misses.join("; ")}\n    ${calls}\n    → ${`${turn.reply} ${cards}`.replace(/\s+/g, " ").slice(0, 200)}`,
    });
  }
  return { base: rightAsWritten.length, rewrites };
}

function formatRewriteTable(name: string, run: { base: number; rewrites: RewriteResult[] }): string {
  const kinds = [...new Set(run.rewrites.map((rewrite) => rewrite.kind))];
  const row = (label: string, rewrites: RewriteResult[]) => {
    const right = rewrites.filter((rewrite) => rewrite.right).length;
    return `| ${label} | ${rewrites.length} | ${right} | ${Math.round((right / Math.max(1, rewrites.length)) * 1000) / 10} % |`;
  };
  return [
    `\n## ${name}: reescrituras de los ${run.base} casos bien escritos tal cual`,
    "| Reescritura | Casos | Siguen bien | % |",
    "| --- | ---: | ---: | ---: |",
    row("**Total**", run.rewrites),
    ...kinds.map((kind) =>
      row(
        kind,
        run.rewrites.filter((rewrite) => rewrite.kind === kind),
      ),
    ),
  ].join("\n");
}

async function measureRobustness(): Promise<void> {
  console.log(`Reescrituras, ${new Date().toISOString()}, ${describeMachine()}`);
  const matcher = new RegExp(onlyPattern ?? "");
  const dev = await runRewrites(readCorpus("dev").filter((item) => matcher.test(item.id)));
  console.log(formatRewriteTable("dev", dev));
  if (showMisses) {
    for (const rewrite of dev.rewrites.filter((candidate) => !candidate.right)) {
      console.log(`${rewrite.item.id} [${rewrite.kind}] «${rewrite.item.message}»: ${rewrite.said}`);
    }
  }
  if (onlyPattern === undefined)
    console.log(formatRewriteTable("held-out (solo agregados)", await runRewrites(readCorpus("held-out"))));
}

if (askedMessages.length > 0 || onlyPattern !== undefined || robustness) {
  try {
    await showAskedMessages();
    if (robustness) await measureRobustness();
    else if (onlyPattern !== undefined) await runOnlyMatchingCases(onlyPattern);
  } finally {
    await rig.close();
    await sandbox.close();
  }
  process.exit(0);
}

try {
  console.log(`Comprensión del asistente, ${new Date().toISOString()}, ${describeMachine()}`);
  // A first turn warms the engine's indexes and the database, so it does not weigh on the latency of the first case.
  await rig.send("shifu", "Hola");
  for (const name of ["dev", "held-out"] as const) {
    const cases = readCorpus(name);
    console.log(`\n${name}: ${cases.length} casos…`);
    runs[name] = await evaluateCorpus(rig, cases);
  }
} finally {
  await rig.close();
  await sandbox.close();
}

const dev = summarizeCorpus(runs.dev ?? []);
const heldOut = summarizeCorpus(runs["held-out"] ?? []);
console.log(`\n## dev (${dev.overall.cases} casos)\n${formatSummaryTable(dev)}`);
console.log(`\n## held-out (${heldOut.overall.cases} casos, solo agregados)\n${formatSummaryTable(heldOut)}`);
const all = summarizeCorpus([...(runs.dev ?? []), ...(runs["held-out"] ?? [])]);
console.log(`\nLatencia por turno (ruta de chat, motor local): p50 ${all.latency.p50} ms, p99 ${all.latency.p99} ms`);
if (showMisses) console.log(`\n## Fallos en dev\n${formatMisses(runs.dev ?? [])}`);
console.log(JSON.stringify({ date: new Date().toISOString(), dev, heldOut, latency: all.latency }));
