import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db, Queryable } from '../db/types.js';

/** Content types we detect from the file's own bytes; the client's claim is not trusted. */
const SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', ext: '.jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: '.png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', ext: '.gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    ext: '.webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', ext: '.pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

export const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

function sniff(buf: Buffer): { type: string; ext: string } {
  for (const s of SIGNATURES) if (s.test(buf)) return { type: s.type, ext: s.ext };
  return { type: 'application/octet-stream', ext: '.bin' };
}

/** Where the bytes of attachments are kept. Names are chosen by the server, never by a client. */
export interface BlobBackend {
  /**
   * Stores the bytes durably before resolving (an acknowledged upload survives a crash).
   * `q`: the transaction to write in, when the caller holds one (a database backend uses it).
   */
  put(storageName: string, data: Buffer, q?: Queryable): Promise<void>;
  get(storageName: string): Promise<Readable | Buffer | undefined>;
  remove(storageName: string): Promise<void>;
}

/** Files under DATA_DIR/attachments: the single-instance (SQLite) default. */
export class DiskBlobs implements BlobBackend {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'attachments');
    fs.mkdirSync(this.dir, { recursive: true });
  }

  async put(storageName: string, data: Buffer): Promise<void> {
    const fh = await fs.promises.open(path.join(this.dir, storageName), 'wx', 0o600);
    try {
      await fh.writeFile(data);
      await fh.sync();
    } finally {
      await fh.close();
    }
  }

  async get(storageName: string): Promise<Readable | undefined> {
    const file = path.join(this.dir, storageName);
    return fs.existsSync(file) ? fs.createReadStream(file) : undefined;
  }

  async remove(storageName: string): Promise<void> {
    await fs.promises.rm(path.join(this.dir, storageName), { force: true });
  }
}

/**
 * Attachments in the database (`attachment_blobs`): every instance on one PostgreSQL database
 * serves every file, and backups hold them with the rows that point at them. Attachments are
 * at most 10 MiB each, which a BYTEA column holds well.
 */
export class DatabaseBlobs implements BlobBackend {
  constructor(private readonly db: Db) {}

  async put(storageName: string, data: Buffer, q: Queryable = this.db): Promise<void> {
    await q.run('INSERT INTO attachment_blobs (storage_name, data) VALUES (?, ?)', [storageName, data]);
  }

  async get(storageName: string): Promise<Buffer | undefined> {
    const row = await this.db.get<{ data: Buffer | Uint8Array }>('SELECT data FROM attachment_blobs WHERE storage_name = ?', [storageName]);
    return row ? Buffer.from(row.data) : undefined;
  }

  async remove(storageName: string): Promise<void> {
    await this.db.run('DELETE FROM attachment_blobs WHERE storage_name = ?', [storageName]);
  }
}

/**
 * Attachments behind short-lived HMAC-signed links (an <img> cannot send a bearer header). The
 * link key is derived from the signing secret, which every instance shares, so a link given
 * out by one instance is served by any other.
 */
export class FileStore {
  private readonly key: Buffer;

  constructor(
    readonly blobs: BlobBackend,
    secret: Buffer,
    private publicUrl: string,
    readonly linkTtlSeconds = 3600,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('attachment-links').digest();
  }

  /** Links point at this origin; set once the real port is known (listening on port 0). */
  useOrigin(origin: string): void {
    this.publicUrl = origin.replace(/\/+$/, '');
  }

  /** Stores an upload under a new server-chosen name, its type sniffed from the bytes. */
  async save(buf: Buffer): Promise<{ storageName: string; contentType: string; size: number }> {
    const { type, ext } = sniff(buf);
    const storageName = `${crypto.randomUUID().replaceAll('-', '')}${ext}`;
    await this.blobs.put(storageName, buf);
    return { storageName, contentType: type, size: buf.length };
  }

  /** Stores bytes under a name the caller chose, in the caller's transaction (the demo seed). */
  store(storageName: string, data: Buffer, q: Queryable): Promise<void> {
    return this.blobs.put(storageName, data, q);
  }

  remove(storageName: string): Promise<void> {
    return this.blobs.remove(storageName);
  }

  private sign(name: string, exp: number): string {
    return crypto.createHmac('sha256', this.key).update(`${name}\n${exp}`).digest('base64url');
  }

  link(storageName: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + this.linkTtlSeconds;
    return `${this.publicUrl}/files/${storageName}?exp=${exp}&sig=${this.sign(storageName, exp)}`;
  }

  /** True when the link is genuine and unexpired. */
  verify(storageName: string, exp: string, sig: string, now = Date.now()): boolean {
    if (!/^[0-9a-f]{32}\.[a-z]{3,4}$/.test(storageName)) return false;
    const expNum = Number(exp);
    if (!Number.isInteger(expNum) || expNum * 1000 < now) return false;
    const expected = Buffer.from(this.sign(storageName, expNum));
    const given = Buffer.from(sig);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  read(storageName: string): Promise<Readable | Buffer | undefined> {
    return this.blobs.get(storageName);
  }
}
