// Runs every check of `npm test` in order and ends with the total line that CI reads: `N passed, N failed`.
// Every step runs even after a failure, so one run shows everything that is broken. A failing check that is not a
// test runner (typecheck, lint, build, a missing browser) counts as one failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.join(root, ".test-data", "reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

// Each step's time is printed so that a CI run that nears its time limit shows which step grew.
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`⏱ ${label}: ${Math.round((Date.now() - startedAt) / 1000)} s`);
  return result.status === 0;
}

function check(label, command, args, env) {
  if (!run(label, command, args, env)) {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

function runVitest(label, args, env) {
  const output = path.join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`],
    env,
  );
  const report = readJson(output);
  if (!report) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (!ok || report.numFailedTests > 0 || report.numFailedTestSuites > 0) {
    if (report.numFailedTests === 0) totals.failed += 1;
    failures.push(label);
  }
}

function runPlaywright() {
  const label = "Playwright journeys (Chromium)";
  if (!existsSync("/usr/bin/chromium")) {
    console.error(
      "\n✗ /usr/bin/chromium no está instalado: ejecuta `npm run ensure-chromium` (apt-get install chromium).",
    );
    totals.failed += 1;
    failures.push(label);
    return;
  }
  const output = path.join(reportDir, "playwright.json");
  const ok = run(label, "npx", ["playwright", "test", "--config", "e2e/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson(output);
  if (!report) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (!ok || unexpected > 0) {
    if (unexpected === 0) totals.failed += 1;
    failures.push(label);
  }
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

check("Typecheck", "npm", ["run", "typecheck", "--silent"]);
check("Lint and format (Biome)", "npx", ["biome", "check", "."]);
runVitest("Vitest on PGlite (server and web)", [], { TEST_DB_DRIVER: "pglite" });
if (testDatabaseUrl) {
  // The local engine's tests and the understanding corpus ('server-engine') judge what the assistant makes of Spanish,
  // which no database changes; their storage goes through the same chat routes that the rest of the suite checks on
  // PostgreSQL. Run once, they keep CI within its time.
  runVitest("Vitest on PostgreSQL (server)", ["--project", "server", "--project", "server-isolated"], {
    TEST_DB_DRIVER: "postgres",
  });
} else {
  console.log("\n• TEST_DATABASE_URL is not set: the server suite ran on PGlite only.");
}
check("Build", "npm", ["run", "build", "--silent"]);
if (!failures.includes("Build")) runPlaywright();

if (failures.length > 0) console.error(`\n✗ Failed: ${failures.join("; ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
