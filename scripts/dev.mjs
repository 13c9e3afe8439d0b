// `npm run dev`: the API with reload on port 3000 and Vite with hot reload on port 5173, which proxies to the API.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "server"], { stdio: "inherit", env: { NODE_ENV: "development", ...process.env } }),
  spawn("npm", ["run", "dev", "-w", "web"], { stdio: "inherit" }),
];

function stopAll(signal) {
  for (const child of children) child.kill(signal);
}

process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
