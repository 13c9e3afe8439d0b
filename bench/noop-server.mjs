// The load generator's ceiling: Node's own http server answering `{}` at once, without reading the request or
// routing it, so that nothing but the generator and the loopback limits the rate. Started by startServer (PORT,
// HOST and GET /readyz).
import { createServer } from "node:http";

const server = createServer((request, response) => {
  request.resume();
  response.writeHead(200, { "content-type": "application/json", "content-length": "2" });
  response.end("{}");
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), process.env.HOST);
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => server.close());
