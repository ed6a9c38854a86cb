import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A small HTTP load balancer for the multi-instance test and the benchmark: each request goes
 * to the next upstream in turn; it appends the client's address to X-Forwarded-For, as a real
 * balancer does. A request that an upstream refuses to connect (stopped, killed) never reached
 * it, so it is tried on the next upstream; a request that was cut while an upstream handled
 * it gets a 502 (it is not acknowledged, as a real balancer would not acknowledge it either).
 * Request bodies are read in full first (test and bench bodies are small).
 */
export class RoundRobinProxy {
  private next = 0;
  private server: http.Server | undefined;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  /** Requests answered by each upstream (by its base URL). */
  readonly served = new Map<string, number>();
  /** Requests that got a 502 because their upstream failed mid-request. */
  failed = 0;

  constructor(private readonly upstreams: readonly string[]) {
    for (const u of upstreams) this.served.set(u, 0);
  }

  async listen(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = http.createServer((req, res) => this.handle(req, res));
    server.keepAliveTimeout = 30_000;
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    return `http://${host}:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.agent.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => this.forward(req, res, Buffer.concat(chunks), 0));
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tries: number): void {
    const upstream = this.upstreams[this.next++ % this.upstreams.length] as string;
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const h of ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']) delete headers[h];
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
    headers['content-length'] = String(body.length);
    const up = http.request(`${upstream}${req.url ?? '/'}`, { method: req.method, headers, agent: this.agent }, (upRes) => {
      this.served.set(upstream, (this.served.get(upstream) ?? 0) + 1);
      res.writeHead(upRes.statusCode ?? 502, upRes.headers);
      upRes.pipe(res);
      upRes.on('error', () => res.destroy());
    });
    up.on('error', (err: NodeJS.ErrnoException) => {
      // Refused: the upstream is down and never saw the request; another one may take it.
      if (err.code === 'ECONNREFUSED' && tries + 1 < this.upstreams.length) {
        this.forward(req, res, body, tries + 1);
        return;
      }
      this.failed++;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      else res.destroy();
    });
    up.end(body);
  }
}

// `node round-robin-proxy.js <port> <upstream> [<upstream> ...]`: run alone (the benchmark).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [port, ...upstreams] = process.argv.slice(2);
  const proxy = new RoundRobinProxy(upstreams);
  const url = await proxy.listen(Number(port ?? 0));
  process.stdout.write(`${url}\n`);
  process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}
