import { parseEnv } from "../env";
import { runAdminCommand } from "./run-admin-command";

// `npm run admin -- …` runs this from server/, like the server itself, so a relative DATA_DIR names the same folder.
const output = {
  write: (text: string) => console.log(text),
  writeError: (text: string) => console.error(text),
};

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  output.writeError(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
process.exitCode = await runAdminCommand(process.argv.slice(2), env, output);
