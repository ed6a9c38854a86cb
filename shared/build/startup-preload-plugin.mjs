/**
 * Production builds of the shell: the page's head asks for the start-up chunks every visit needs
 * (`boot`: React and i18next; `start`: the start-up and the sign-in screen) beside main.js, as
 * preloads, instead of after main.js has arrived and run. On a slow link that round trip is time
 * the connection would otherwise sit idle. The signed-in app's chunks are not preloaded here: a
 * visit to the sign-in screen must not pay for them (main.js asks for them with a stored session).
 * Files the start-up fetches (the environment file: which areas, which API) are preloaded first:
 * they are small, and an area's manifest can only be asked for once the environment has arrived.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** The named chunks every first screen runs. */
const STARTUP_CHUNKS = ['boot', 'start'];

/**
 * The `<link>` for one of the shell's own scripts (no-cors, as the runtime loads a chunk from its
 * own origin: crossOriginLoading applies to other origins only) or one file the page fetches (CORS
 * mode, as `fetch()` asks by default). A preload in another mode than the request is not used.
 */
export function preloadTag(href, as = 'script') {
  return as === 'script'
    ? `<link rel="preload" as="script" href="${href}">`
    : `<link rel="preload" as="${as}" crossorigin="anonymous" href="${href}">`;
}

/** Puts the tags just before the page's first script, so they are found as early as main.js. */
export function withPreloads(html, hrefs, fetches = []) {
  const tags = [...fetches.map((href) => preloadTag(href, 'fetch')), ...hrefs.map((href) => preloadTag(href))].join('');
  const at = html.indexOf('<script');
  return at === -1 ? html.replace('</head>', `${tags}</head>`) : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

export class StartupPreloadPlugin {
  /** @param {{fetches?: string[]}} [options] files the start-up fetches, preloaded with the page */
  constructor({ fetches = [] } = {}) {
    this.fetches = fetches;
  }

  apply(compiler) {
    // After the HTML is on disk and before the precompress plugin (registered after this one) reads it.
    compiler.hooks.afterEmit.tapPromise('StartupPreloadPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.options.output.path;
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      const hrefs = STARTUP_CHUNKS.flatMap((name) => {
        const chunk = compilation.namedChunks.get(name);
        if (!chunk) throw new Error(`StartupPreloadPlugin: no chunk named "${name}" (see HOST_CHUNKS and host/src/index.ts)`);
        return [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`);
      });
      const page = path.join(outputPath, 'index.html');
      await fs.writeFile(page, withPreloads(await fs.readFile(page, 'utf8'), hrefs, this.fetches));
    });
  }
}
