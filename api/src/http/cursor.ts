import crypto from 'node:crypto';

/**
 * Keyset paging: an opaque cursor says where a page starts (just after, or just before, a row's
 * sort key and id), which page number that is, and which list it belongs to (its sort and
 * filters, as a short fingerprint), so a page at any depth is an index range read of one page,
 * never an OFFSET walk. Clients pass it back unchanged; its content is not a contract.
 */
export interface Cursor {
  /** The boundary row's sort key (as the database compares it) and id. */
  key: string;
  id: number;
  /** The page lies after the boundary row (Next) or before it (Previous), in the list's order. */
  towards: 'after' | 'before';
  /** The page number this page has (shown to people; the rows come from the key). */
  page: number;
  /** The fingerprint of the list (sort and filters) the cursor was given for. */
  list: string;
}

/** A short fingerprint of what makes a list (its sort and filters): a cursor serves only its list. */
export function listFingerprint(parts: readonly (string | number | undefined)[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 12);
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.key, c.id, c.towards === 'after' ? 1 : 0, c.page, c.list])).toString('base64url');
}

/** The cursor, or undefined when the text is not one this API gave out. */
export function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(text)) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(v) || v.length !== 5) return undefined;
  const [key, id, after, page, list] = v as unknown[];
  if (typeof key !== 'string' || key.length > 400) return undefined;
  if (!Number.isSafeInteger(id) || (after !== 0 && after !== 1) || !Number.isSafeInteger(page) || (page as number) < 1) return undefined;
  if (typeof list !== 'string' || list.length > 40) return undefined;
  return { key, id: id as number, towards: after === 1 ? 'after' : 'before', page: page as number, list };
}
