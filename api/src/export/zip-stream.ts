import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import yazl from 'yazl';

export interface ZipOptions {
  /**
   * Write every entry and the end record in zip64 form whatever their size (tests: proves the
   * zip64 path without writing 4 GiB). Otherwise yazl switches to zip64 by itself for an entry
   * past 4 GiB, an offset past 4 GiB, or more than 65,534 entries.
   */
  forceZip64?: boolean;
}

/** Text is handed to the compressor in pieces of about this size (fewer, larger deflate calls). */
const CHUNK = 64 * 1024;

/**
 * A streaming ZIP writer over `yazl`: deflate, sizes in data descriptors, zip64 when needed.
 * Each entry is compressed as it is produced and piped to `out`, honouring back-pressure, so
 * memory stays flat whatever the size of the archive.
 */
export class ZipStream {
  private readonly zip = new yazl.ZipFile();
  /** Rejects when `out` fails or closes before the archive is complete: writers stop waiting. */
  private readonly broken: Promise<never>;
  private complete = false;

  constructor(
    out: Writable,
    private readonly options: ZipOptions = {},
  ) {
    this.broken = new Promise<never>((_, reject) => {
      out.once('error', reject);
      out.once('close', () => {
        if (!this.complete) reject(new Error('The output closed before the archive was complete.'));
      });
      this.zip.outputStream.once('error', reject);
    });
    this.broken.catch(() => undefined); // seen by whichever write or finish is waiting
    this.zip.outputStream.once('end', () => {
      this.complete = true;
    });
    this.zip.outputStream.pipe(out);
  }

  /** Writes one entry; `produce` calls `write` with the entry's text, in order. */
  async entry(name: string, produce: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const input = new PassThrough();
    this.zip.addReadStream(input, name, { compressionLevel: 6, forceZip64Format: this.options.forceZip64 === true });
    let pending = '';
    const flush = async () => {
      if (pending === '') return;
      const buf = Buffer.from(pending, 'utf8');
      pending = '';
      if (!input.write(buf)) await Promise.race([once(input, 'drain'), this.broken]);
    };
    await produce(async (text) => {
      pending += text;
      if (pending.length >= CHUNK) await flush();
    });
    await flush();
    input.end();
  }

  /** Writes the central directory and ends `out` once everything is written to it. */
  async finish(): Promise<void> {
    const ended = once(this.zip.outputStream, 'end');
    this.zip.end({ forceZip64Format: this.options.forceZip64 === true, comment: '' });
    await Promise.race([ended, this.broken]);
  }
}
