/**
 * axios's fetch adapter, as a build that lacks it: production builds use this file instead of
 * `axios/lib/adapters/fetch.js` (rspack-preset.mjs). axios picks the first adapter the
 * environment supports, in the order xhr, http, fetch: in a browser that is always
 * XMLHttpRequest, so the fetch adapter (about 4 KiB gzip with its helpers, and a factory run on
 * load) never served a request. `getFetch` answering false is axios's own way of saying "not
 * supported by the environment". The names match what axios imports (tools/axios-fetch-unavailable.test.mjs).
 */
export const getFetch = () => false;

export default false;
