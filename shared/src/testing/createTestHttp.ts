import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosProgressEvent, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { AreaHttpV1 } from '../contract';
import { createHttpClient } from '@observatory/shared/http';

/** One request as it left the real HTTP client: what the API would have received. */
export interface SentRequest {
  readonly method: string;
  /** The path without the query, e.g. '/api/v1/observer'. */
  readonly path: string;
  /** The query as sent; a repeated name gives an array. */
  readonly query: Readonly<Record<string, string | string[]>>;
  /** The JSON body parsed back, a FormData, or undefined. */
  readonly body: unknown;
  readonly headers: Readonly<Record<string, unknown>>;
  /** The client-side time limit it was sent with (ms). */
  readonly timeoutMs: number | undefined;
  /** How the answer is read: 'json' unless asked otherwise ('blob' for a download). */
  readonly responseType: string | undefined;
  /** True when it was aborted before the answer (its signal fired): the answer is then not delivered. */
  readonly aborted: boolean;
  /** Reports how much of the upload went (0 to 1), as the browser would while a reply is pending. */
  readonly reportUploadProgress: (fraction: number) => void;
  /** Reports bytes of the answer received (of `total` when known), as the browser would while it downloads. */
  readonly reportDownloadProgress: (loadedBytes: number, total?: number) => void;
}

/** What a programmed route answers: a status (default 200) with a body, or a network failure. */
export type TestReply = { readonly status?: number; readonly body?: unknown } | 'network-error';

type Responder = TestReply | ((request: SentRequest) => TestReply | Promise<TestReply>);

export interface TestHttp {
  /** The real client of the kit (the one the host lends), over a fake transport. */
  readonly http: AreaHttpV1;
  /** Every request sent, in order. */
  readonly requests: SentRequest[];
  /** Answers requests of this method whose path equals `path` (or matches the RegExp). Later calls win. */
  on(method: string, path: string | RegExp, reply: Responder): TestHttp;
}

const API = 'http://api.test';

function toQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const current = query[name];
    query[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return query;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function onAbort(signal: AbortSignal | undefined, then: () => void) {
  if (signal?.aborted) then();
  else signal?.addEventListener('abort', then, { once: true });
}

/**
 * The kit's real HTTP client (createHttpClient: query serialisation, GET body to query, error
 * normalisation) over a fake transport, so an API module's test asserts the URL, query and body
 * actually sent, and would catch a client that drops a parameter. A request nobody programmed
 * answers 501, which shows up as an error state on screen.
 */
export function createTestHttp(): TestHttp {
  const routes: { method: string; path: string | RegExp; reply: Responder }[] = [];
  const requests: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(axios.getUri(config));
    const signal = config.signal as AbortSignal | undefined;
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query: toQuery(url),
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON(),
      timeoutMs: config.timeout,
      responseType: config.responseType,
      get aborted() {
        return signal?.aborted === true;
      },
      reportUploadProgress: (fraction: number) =>
        config.onUploadProgress?.({ loaded: fraction, total: 1, bytes: fraction, lengthComputable: true } as AxiosProgressEvent),
      reportDownloadProgress: (loaded: number, total?: number) =>
        config.onDownloadProgress?.({ loaded, total, bytes: loaded, lengthComputable: total !== undefined } as AxiosProgressEvent),
    };
    requests.push(request);
    const route = [...routes]
      .reverse()
      .find(
        (candidate) =>
          candidate.method === request.method &&
          (typeof candidate.path === 'string' ? candidate.path === request.path : candidate.path.test(request.path)),
      );
    const pending = route
      ? Promise.resolve(typeof route.reply === 'function' ? route.reply(request) : route.reply)
      : Promise.resolve<TestReply>({
          status: 501,
          body: { title: 'Not programmed', detail: `${request.method} ${request.path} was not programmed in this test` },
        });
    // An abort ends the request at once, as in a browser, even while its answer is still pending.
    const reply = await Promise.race([pending, new Promise<'aborted'>((resolve) => onAbort(signal, () => resolve('aborted')))]);
    if (reply === 'aborted' || signal?.aborted) throw new axios.CanceledError(undefined, config);
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    // An upload reports that all of it went before the answer comes, as a real one does.
    request.reportUploadProgress(1);
    const status = reply.status ?? 200;
    const response: AxiosResponse = { status, statusText: String(status), data: reply.body, headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  const client = createHttpClient({ baseURL: API, getToken: () => 'test-token', onUnauthorized: () => undefined, adapter });
  const testHttp: TestHttp = {
    http: { get: client.get, post: client.post, put: client.put, delete: client.delete },
    requests,
    on(method, path, reply) {
      routes.push({ method: method.toUpperCase(), path, reply });
      return testHttp;
    },
  };
  return testHttp;
}
