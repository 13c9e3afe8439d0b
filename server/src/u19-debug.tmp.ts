import { parseSpanishRequest } from "./features/assistant/local-engine/parse-spanish-request";

const [app, ...rest] = process.argv.slice(2);
const parsed = parseSpanishRequest(rest.join(" "), {
  now: new Date(),
  timeZone: "Europe/Madrid",
  assistant: app,
} as never);
console.log(JSON.stringify(parsed, null, 1));
