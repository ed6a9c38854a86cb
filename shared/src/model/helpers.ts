const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}

// Browsers drop tabs and newlines anywhere in a URL and leading/trailing C0 controls and spaces.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_URL_PARSER = /[\u0000-\u001F\u0020]/g;

/**
 * Whether a URL from the API or from data may go into an href or src: https anywhere, http only
 * on loopback (local stack), or a same-origin relative path. Rejects javascript:, data:, vbscript:,
 * blob:, every other scheme, and protocol-relative //host links (also spelled with backslashes).
 */
export function isSafeUrl(url: string | null | undefined, baseOrigin?: string): boolean {
  if (typeof url !== 'string') return false;
  const cleaned = url.replace(IGNORED_BY_URL_PARSER, '');
  if (cleaned === '') return false;
  if (/^[\\/]{2}/.test(cleaned)) return false;
  const origin = baseOrigin ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(cleaned);
  let parsed: URL;
  try {
    parsed = isAbsolute ? new URL(cleaned) : new URL(cleaned, origin);
  } catch {
    return false;
  }
  if (!isAbsolute) return parsed.origin === new URL(origin).origin;
  if (parsed.protocol === 'https:') return true;
  if (parsed.protocol === 'http:') return isLoopback(parsed.hostname);
  return false;
}
