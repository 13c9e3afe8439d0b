// The provider sandbox in a process of its own, so the CPU it spends answering the syncs is not counted as the
// sync's. The parent starts it with an IPC channel: it answers { url } once listening, and its own CPU time on
// request, so the parent can report the sandbox's share apart.
import { startSandbox } from "../../sandbox/src/start-sandbox";

const sandbox = await startSandbox({ port: 0, host: "127.0.0.1", logger: false });
process.send?.({ type: "ready", url: sandbox.url });
process.on("message", (message: { type?: string }) => {
  if (message.type === "cpu") process.send?.({ type: "cpu", usage: process.cpuUsage() });
});
process.on("disconnect", () => {
  void sandbox.close().then(() => process.exit(0));
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
