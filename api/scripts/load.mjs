#!/usr/bin/env node
// One autocannon load in its own process (so the client never shares an event loop with
// another load), printing its result as JSON on stdout. Used by bench.mjs.
//   node load.mjs '{"url":...,"connections":50,"duration":10,"headers":{...}}'
//   node load.mjs '{"mode":"submit","base":...,"tokens":[...],"questions":[...],...}'
//   node load.mjs '{"url":base,"paths":["/a?x=1","/b"],...}' (each request the next path)
//   node load.mjs '{"url":...,"client":"bytes",...}' (large answers: see readsBytes)
import http from 'node:http';
import autocannon from 'autocannon';

const cfg = JSON.parse(process.argv[2]);

/**
 * The same closed loop as autocannon (`connections` requests in flight, each sent again as soon as
 * its answer has ended) on Node's own HTTP client, the body read as bytes and dropped. For answers
 * of hundreds of KB: autocannon 9 appends every body chunk to a string (pipelinedRequestsQueue
 * addBody), which decodes gzip bytes as UTF-8; against a server sending one static 300 KB buffer it
 * managed 121 req/s at p99 699 ms where this client measured 2,683 req/s at p99 27 ms, so it
 * measured itself, not the server. Latencies in whole ms, like autocannon's.
 */
async function readsBytes() {
  const url = new URL(cfg.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: cfg.connections });
  const latencies = [];
  const counts = { non2xx: 0, notModified: 0, errors: 0 };
  const end = Date.now() + cfg.duration * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.request(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers: opts.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            if (res.statusCode === 304) counts.notModified++;
            else if (res.statusCode < 200 || res.statusCode >= 300) counts.non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        counts.errors++;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: cfg.connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  // As autocannon counts them: a 304 is outside 2xx too.
  return {
    rps: latencies.length / cfg.duration,
    p50: at(0.5),
    p99: at(0.99),
    ...counts,
    non2xx: counts.non2xx + counts.notModified,
    total: latencies.length,
  };
}
const opts = { url: cfg.url, connections: cfg.connections, duration: cfg.duration, headers: cfg.headers ?? {} };
if (cfg.paths) {
  // Several readers asking for different things: each request takes the next path in turn.
  let n = 0;
  opts.requests = [{ setupRequest: (req) => ({ ...req, path: cfg.paths[n++ % cfg.paths.length] }) }];
}
if (cfg.mode === 'submit') {
  let n = 0;
  opts.url = `${cfg.base}/api/v1/answers`;
  opts.method = 'POST';
  opts.requests = [
    {
      setupRequest: (req) => {
        n++;
        const station = 1 + (n % 1281);
        const answers = cfg.questions.map((q) => ({
          questionId: q.id,
          countyCode: 'B',
          pollingStationNumber: station,
          options: [{ optionId: q.option }],
        }));
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.tokens[n % cfg.tokens.length]}` },
          body: JSON.stringify({ answers }),
        };
      },
    },
  ];
}
if (cfg.client === 'bytes') {
  process.stdout.write(JSON.stringify(await readsBytes()));
  process.exit(0);
}
const res = await autocannon(opts);
process.stdout.write(
  JSON.stringify({
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    non2xx: res.non2xx,
    notModified: res['3xx'] ?? 0,
    errors: res.errors + res.timeouts,
    total: res.requests.total,
  }),
);
