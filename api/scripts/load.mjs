#!/usr/bin/env node
// One autocannon load in its own process (so the client never shares an event loop with
// another load), printing its result as JSON on stdout. Used by bench.mjs.
//   node load.mjs '{"url":...,"connections":50,"duration":10,"headers":{...}}'
//   node load.mjs '{"mode":"submit","base":...,"tokens":[...],"questions":[...],...}'
//   node load.mjs '{"url":base,"paths":["/a?x=1","/b"],...}' (each request the next path)
import autocannon from 'autocannon';

const cfg = JSON.parse(process.argv[2]);
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
