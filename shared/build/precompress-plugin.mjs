/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a production build,
 * so a static server or CDN sends compressed bytes without compressing on each request (see
 * shared/tools/serve-static.mjs and RELEASING.md). Compressed once, at the highest levels.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|csv)$/i;
/** Below this, the compressed copy saves less than a TCP packet. */
const MIN_BYTES = 1024;

export async function precompressFile(file) {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not worth a second file.
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
}

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.options.output.path;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => precompressFile(path.join(outputPath, name))));
    });
  }
}
