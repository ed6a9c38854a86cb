/**
 * The Content-Security-Policy of the shell's page, derived from the environment file it serves:
 * scripts only from the shell and the pinned areas, connections only to the API and those areas,
 * images also from the API (signed attachment links), no inline script or style, no plugins, no
 * framing. Violations are reported to `reportUri`.
 */
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** What every page forbids, and where it reports. */
const lockedDown = (reportUri) => [
  `object-src 'none'`,
  `base-uri 'none'`,
  `frame-ancestors 'none'`,
  `form-action 'self'`,
  `report-uri ${reportUri}`,
];

/** @param {{apiBaseUrl?: string, areas?: Record<string, {manifestUrl?: string}>}} environment */
export function shellContentSecurityPolicy(environment, reportUri = '/csp-report') {
  const api = originOf(environment.apiBaseUrl ?? '');
  const areas = [...new Set(Object.values(environment.areas ?? {}).map((area) => originOf(area.manifestUrl ?? '')))].filter(Boolean);
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...areas)}`,
    `connect-src ${list("'self'", api, ...areas)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `style-src ${list("'self'", ...areas)}`,
    `font-src 'self'`,
    ...lockedDown(reportUri),
  ].join('; ');
}

/** Any other page (an area's own development page): its own origin only. */
export function defaultContentSecurityPolicy(reportUri = '/csp-report') {
  return [`default-src 'self'`, ...lockedDown(reportUri)].join('; ');
}
