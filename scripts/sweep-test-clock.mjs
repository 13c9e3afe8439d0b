// Runs the server and sandbox tests (or the files given) at several instants of a week, each with TEST_CLOCK set
// (scripts/set-test-clock.ts), and prints which tests fail at which instant. The demo data is dated from now, so a
// test that assumes where now falls against a demo meeting passes most of the week and fails at some hours: the
// committee every Monday at 9:30 in Madrid, meetings starting within 15 minutes. Not part of `npm test` (one run per
// instant); run it after changing demo data or a test that reads it:
//   npm run test:clock-sweep -- [vitest filters…] [--at=2026-12-14T09:25:00Z,…]
import { spawnSync } from "node:child_process";

const at = process.argv.find((argument) => argument.startsWith("--at="))?.slice("--at=".length);
const filters = process.argv.slice(2).filter((argument) => !argument.startsWith("--at="));

/** Monday before, during and after the weekly committee (9:30–10:30 in Madrid), late on Sunday, and other weekdays. */
const DEFAULT_INSTANTS = [
  "2026-12-14T08:20:00Z",
  "2026-12-14T09:05:00Z",
  "2026-12-14T09:45:00Z",
  "2026-12-14T15:50:00Z",
  "2026-12-13T23:30:00Z",
  "2026-12-15T09:45:00Z",
  "2026-12-17T12:00:00Z",
  "2026-12-19T18:00:00Z",
];

const instants = at ? at.split(",") : DEFAULT_INSTANTS;
const failures = [];
for (const instant of instants) {
  const run = spawnSync(
    "npx",
    ["vitest", "run", "--project", "server", "--project", "sandbox", "--reporter=dot", ...filters],
    { encoding: "utf8", env: { ...process.env, TEST_CLOCK: instant, TEST_DB_DRIVER: "pglite" } },
  );
  const output = `${run.stdout}${run.stderr}`;
  const failed = [...output.matchAll(/FAIL\s+.*?›?\s*(\S+\.test\.ts.*)$/gmu)].map((match) => match[1]);
  console.log(`${instant}: ${run.status === 0 ? "all passed" : `${failed.length || "some"} failed`}`);
  for (const test of new Set(failed)) console.log(`  ${test}`);
  if (run.status !== 0) failures.push(instant);
}
console.log(failures.length === 0 ? "\nNo test hangs on the clock." : `\nFailures at: ${failures.join(", ")}`);
process.exit(failures.length === 0 ? 0 : 1);
