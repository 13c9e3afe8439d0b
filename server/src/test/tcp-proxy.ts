import { once } from "node:events";
import { type AddressInfo, createConnection, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a server (PostgreSQL in the outage tests): `cut()` drops every open connection and refuses
 * new ones, as a database going away does; `restore()` accepts connections again on the same port.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens on a free loopback port and answers it. */
  async start(): Promise<number> {
    await this.listen(0);
    return this.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  async restore(): Promise<void> {
    if (!this.server) await this.listen(this.port);
  }

  async stop(): Promise<void> {
    await this.cut();
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
  }

  private async listen(port: number) {
    const server = createServer((client) => {
      const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
      this.track(client);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      const closeBoth = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on("error", closeBoth);
      upstream.on("error", closeBoth);
      client.on("close", closeBoth);
      upstream.on("close", closeBoth);
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }
}
