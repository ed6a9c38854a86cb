/**
 * A returnTo value is followed only when it is a same-origin path: one leading slash, not `//`
 * or `/\`, and it still resolves to this origin. Anything else (absolute URLs, `javascript:`,
 * encoded tricks) is refused.
 */
export function safeReturnTo(value: string | null | undefined, origin = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes are how browsers get tricked into other origins.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return null;
  try {
    const resolved = new URL(value, origin);
    if (resolved.origin !== origin) return null;
    if (resolved.pathname.startsWith('/login')) return null;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return null;
  }
}

/**
 * Where a signed-out visit to a guarded page goes: /login, remembering the page, and saying the
 * session ended when it ended by itself (401 or expiry) rather than by a logout.
 */
export function loginUrl(returnTo: string, sessionEnded: boolean): string {
  return `/login?${sessionEnded ? 'reason=session-ended&' : ''}returnTo=${encodeURIComponent(returnTo)}`;
}
