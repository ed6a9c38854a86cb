import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
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
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query: toQuery(url),
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    requests.push(request);
    const route = [...routes]
      .reverse()
      .find(
        (candidate) =>
          candidate.method === request.method &&
          (typeof candidate.path === 'string' ? candidate.path === request.path : candidate.path.test(request.path)),
      );
    const reply = route
      ? await (typeof route.reply === 'function' ? route.reply(request) : route.reply)
      : { status: 501, body: { title: 'Not programmed', detail: `${request.method} ${request.path} was not programmed in this test` } };
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
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
