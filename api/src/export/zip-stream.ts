import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

interface Entry {
  name: Buffer;
  crc: number;
  csize: number;
  usize: number;
  offset: number;
}

const FLAGS = 0x0808; // bit 3: sizes in a data descriptor (we stream); bit 11: UTF-8 names
const DOS_TIME = 0;
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;

/**
 * A minimal streaming ZIP writer (deflate, data descriptors, no zip64: entries < 4 GiB).
 * Each entry is compressed as it is produced and written straight to `out`, honouring
 * back-pressure, so memory stays flat whatever the size of the archive.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: Entry[] = [];

  constructor(private readonly out: Writable) {}

  private async put(buf: Buffer): Promise<void> {
    this.offset += buf.length;
    if (!this.out.write(buf)) await once(this.out, 'drain');
  }

  /** Writes one entry; `produce` calls `write` with the entry's text, in order. */
  async entry(name: string, produce: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const nameBuf = Buffer.from(name, 'utf8');
    const start = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(nameBuf.length, 26);
    await this.put(Buffer.concat([header, nameBuf]));

    const deflate = zlib.createDeflateRaw({ level: 6 });
    let crc = 0;
    let usize = 0;
    let csize = 0;
    deflate.on('data', (chunk: Buffer) => {
      csize += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    const ended = once(deflate, 'end');
    let pending = '';
    const flush = async () => {
      if (pending === '') return;
      const buf = Buffer.from(pending, 'utf8');
      pending = '';
      crc = zlib.crc32(buf, crc);
      usize += buf.length;
      if (!deflate.write(buf)) await once(deflate, 'drain');
    };
    await produce(async (text) => {
      pending += text;
      if (pending.length >= 64 * 1024) await flush();
    });
    await flush();
    deflate.end();
    await ended;

    const desc = Buffer.alloc(16);
    desc.writeUInt32LE(0x08074b50, 0);
    desc.writeUInt32LE(crc >>> 0, 4);
    desc.writeUInt32LE(csize >>> 0, 8);
    desc.writeUInt32LE(usize >>> 0, 12);
    await this.put(desc);
    this.entries.push({ name: nameBuf, crc: crc >>> 0, csize, usize, offset: start });
  }

  /** Writes the central directory and ends `out`. */
  async finish(): Promise<void> {
    const cdStart = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(DOS_TIME, 12);
      h.writeUInt16LE(DOS_DATE, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.csize >>> 0, 20);
      h.writeUInt32LE(e.usize >>> 0, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset >>> 0, 42);
      await this.put(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE((this.offset - cdStart) >>> 0, 12);
    end.writeUInt32LE(cdStart >>> 0, 16);
    await this.put(end);
    this.out.end();
  }
}
