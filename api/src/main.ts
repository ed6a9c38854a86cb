import { loadConfig } from './config.js';
import { createServer } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, seeded, ctx } = await createServer(config);
  const url = await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Observatory API listening on ${address}`,
  });
  if (!process.env.PUBLIC_URL && config.port === 0) ctx.files.useOrigin(url);
  app.log.info({ url, database: ctx.db.dialect, dataDir: config.dataDir, seed: seeded, corsOrigins: config.corsOrigins }, 'ready');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!process.env.PUBLIC_URL && config.port === 0) ctx.files.useOrigin(url);
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get 10 s to finish; then we leave regardless.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`${JSON.stringify({ level: 60, time: new Date().toISOString(), msg: 'failed to start', error: message })}\n`);
  process.exit(1);
});
