// The floor Shifu's routes are compared with: Fastify with a POST and a GET route answering `{ ok: true }`, in a
// process of its own as the Shifu server is, started by the same startServer (hence PORT, HOST and GET /readyz).
import Fastify from "fastify";

const app = Fastify();
app.get("/readyz", async () => ({ ok: true }));
app.post("/bare", async () => ({ ok: true }));
app.get("/bare", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void app.close());
