import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

export function sniff(buf: Buffer): { type: string; ext: string } {
  for (const s of SIGNATURES) if (s.test(buf)) return { type: s.type, ext: s.ext };
  return { type: 'application/octet-stream', ext: '.bin' };
}

/**
 * Attachments on disk under DATA_DIR/attachments, named by the server, served through
 * short-lived HMAC-signed links (an <img> cannot send a bearer header).
 */
export class FileStore {
  readonly dir: string;
  private readonly key: Buffer;

  constructor(
    dataDir: string,
    secret: Buffer,
    private publicUrl: string,
    readonly linkTtlSeconds = 3600,
  ) {
    this.dir = path.join(dataDir, 'attachments');
    fs.mkdirSync(this.dir, { recursive: true });
    this.key = crypto.createHmac('sha256', secret).update('attachment-links').digest();
  }

  /** Links point at this origin; set once the real port is known (listening on port 0). */
  useOrigin(origin: string): void {
    this.publicUrl = origin.replace(/\/+$/, '');
  }

  /** Writes the bytes (fsynced, so an acknowledged upload survives a crash). */
  async save(buf: Buffer): Promise<{ storageName: string; contentType: string; size: number }> {
    const { type, ext } = sniff(buf);
    const storageName = `${crypto.randomUUID().replaceAll('-', '')}${ext}`;
    const file = path.join(this.dir, storageName);
    const fh = await fs.promises.open(file, 'wx', 0o600);
    try {
      await fh.writeFile(buf);
      await fh.sync();
    } finally {
      await fh.close();
    }
    return { storageName, contentType: type, size: buf.length };
  }

  copyIn(sourceFile: string, storageName: string): void {
    fs.copyFileSync(sourceFile, path.join(this.dir, storageName));
  }

  remove(storageName: string): void {
    fs.rmSync(path.join(this.dir, storageName), { force: true });
  }

  private sign(name: string, exp: number): string {
    return crypto.createHmac('sha256', this.key).update(`${name}\n${exp}`).digest('base64url');
  }

  link(storageName: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + this.linkTtlSeconds;
    return `${this.publicUrl}/files/${storageName}?exp=${exp}&sig=${this.sign(storageName, exp)}`;
  }

  /** The file's path when the link is genuine and unexpired. */
  resolve(storageName: string, exp: string, sig: string, now = Date.now()): string | undefined {
    if (!/^[0-9a-f]{32}\.[a-z]{3,4}$/.test(storageName)) return undefined;
    const expNum = Number(exp);
    if (!Number.isInteger(expNum) || expNum * 1000 < now) return undefined;
    const expected = Buffer.from(this.sign(storageName, expNum));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
    const file = path.join(this.dir, storageName);
    return fs.existsSync(file) ? file : undefined;
  }
}
