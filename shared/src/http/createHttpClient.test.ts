import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import axios, { AxiosError, AxiosHeaders } from 'axios';
import { createHttpClient } from './createHttpClient';
import { ApiError } from './ApiError';

interface Sent {
  method: string;
  url: string;
  fullUrl: string;
  headers: Record<string, unknown>;
  data: unknown;
  responseType?: string;
}

/** A fake transport that records each request and answers with `reply`. */
function setup(
  options: {
    token?: string | null;
    cookie?: string | null;
    reply?: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown };
    transport?: AxiosAdapter;
  } = {},
) {
  const sent: Sent[] = [];
  const onUnauthorized = jest.fn();
  const adapter: AxiosAdapter = async (config) => {
    const fullUrl = axios.getUri(config);
    sent.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      fullUrl,
      headers: AxiosHeaders.from(config.headers).toJSON(),
      data: config.data,
      responseType: config.responseType,
    });
    const { status, data } = options.reply?.(config) ?? { status: 200, data: { ok: true } };
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  const client = createHttpClient({
    baseURL: 'http://api.test',
    getToken: () => (options.token === undefined ? 'tok-1' : options.token),
    onUnauthorized,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? (options.cookie ?? null) : null),
    adapter: options.transport ?? adapter,
  });
  return { client, sent, onUnauthorized };
}

describe('createHttpClient (spec section 7)', () => {
  it('adds the bearer header from the stored token on API requests', async () => {
    const { client, sent } = setup({ token: 'abc' });
    await client.get('/api/v1/observer');
    expect(sent[0]?.headers.Authorization).toBe('Bearer abc');
  });

  it('never sends the bearer header to another origin', async () => {
    const { client, sent } = setup({ token: 'abc' });
    await client.get('https://cdn.example/file.json');
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends no Authorization header at all when signed out (no "Bearer null")', async () => {
    const { client, sent } = setup({ token: null });
    await client.post('/api/v2/access/authorize', { user: 'a', password: 'b' });
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('turns a GET body into query parameters when no query is given', async () => {
    const { client, sent } = setup();
    await client.get('/api/v2/note', { body: { observerId: 3, pollingStationId: 9 } });
    expect(sent[0]?.fullUrl).toBe('http://api.test/api/v2/note?observerId=3&pollingStationId=9');
    expect(sent[0]?.data).toBeUndefined();
  });

  it('prefers the explicit query over a GET body', async () => {
    const { client, sent } = setup();
    await client.get('/x', { query: { a: 1 }, body: { b: 2 } });
    expect(sent[0]?.fullUrl).toBe('http://api.test/x?a=1');
  });

  it('repeats list values as several name=value pairs and drops empty values', async () => {
    const { client, sent } = setup();
    await client.get('/api/v1/observer/active', { query: { countyCodes: ['AB', 'B'], from: '', to: null, ok: true } });
    expect(sent[0]?.fullUrl).toBe('http://api.test/api/v1/observer/active?countyCodes=AB&countyCodes=B&ok=true');
  });

  it('sends the payload as the body on other methods, JSON by default', async () => {
    const { client, sent } = setup();
    await client.put('/api/v1/observer', { observerId: 1, name: 'Ana' });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.data).toBe(JSON.stringify({ observerId: 1, name: 'Ana' }));
    expect(sent[0]?.responseType).toBe('json');
  });

  it('offers get, post, put, delete, patch, head and options', async () => {
    const { client, sent } = setup();
    await client.get('/a');
    await client.post('/a');
    await client.put('/a');
    await client.delete('/a');
    await client.patch('/a');
    await client.head('/a');
    await client.options('/a');
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
  });

  it('the plain-text post sends no Authorization header and reads text', async () => {
    const { client, sent } = setup({ token: 'abc', reply: () => ({ status: 200, data: 'done' }) });
    await expect(client.postText('/api/plain', { a: 1 })).resolves.toBe('done');
    expect(sent[0]?.headers.Authorization).toBeUndefined();
    expect(sent[0]?.responseType).toBe('text');
  });

  it('the plain-text post handles 401 the same way', async () => {
    const { client, onUnauthorized } = setup({ reply: () => ({ status: 401 }) });
    await expect(client.postText('/api/plain')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('adds the CSRF header from the cookie on relative non-GET requests only', async () => {
    const { client, sent } = setup({ cookie: 'csrf-1' });
    await client.post('/api/v1/form', {});
    await client.get('/api/v1/form');
    await client.post('https://other.example/x', {});
    expect(sent[0]?.headers['X-XSRF-TOKEN']).toBe('csrf-1');
    expect(sent[1]?.headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(sent[2]?.headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('reads the CSRF cookie from the document when not told how, decoding its value', async () => {
    const sent: string[] = [];
    const client = createHttpClient({
      baseURL: 'http://api.test',
      getToken: () => null,
      onUnauthorized: jest.fn(),
      adapter: async (config) => {
        sent.push(String(AxiosHeaders.from(config.headers).get('X-XSRF-TOKEN')));
        return { status: 200, statusText: '200', data: null, headers: {}, config, request: {} };
      },
    });
    document.cookie = 'theme=dark';
    document.cookie = 'XSRF-TOKEN=a%3Db';
    try {
      await client.post('/api/v1/form', {});
      expect(sent).toEqual(['a=b']);
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      document.cookie = 'theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('adds no CSRF header when there is no cookie', async () => {
    const { client, sent } = setup({ cookie: null });
    await client.post('/api/v1/form', {});
    expect(sent[0]?.headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('calls onUnauthorized on a 401 and rejects with the normalised error', async () => {
    const { client, onUnauthorized } = setup({ reply: () => ({ status: 401 }) });
    const error = await client.get('/api/v1/observer').catch((caught: unknown) => caught);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, network: false });
  });

  it('does not end the session on a 403', async () => {
    const { client, onUnauthorized } = setup({ reply: () => ({ status: 403 }) });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('normalises problem+json into status, title, detail and field errors', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid observer',
      errors: { phone: ['Phone is required'], name: 'Too long' },
      codes: { phone: ['required'], name: ['too_long'] },
    };
    const { client } = setup({ reply: () => ({ status: 400, data: problem }) });
    await expect(client.post('/api/v1/observer', {})).rejects.toMatchObject({
      status: 400,
      title: 'Bad Request',
      detail: 'Invalid observer',
      fieldErrors: { phone: ['Phone is required'], name: ['Too long'] },
      fieldCodes: { phone: ['required'], name: ['too_long'] },
    });
  });

  it('keeps structured errors (CSV row errors) for the caller', async () => {
    const rows = [{ line: 3, field: 'phone', message: 'Phone already exists' }];
    const { client } = setup({ reply: () => ({ status: 400, data: { title: 'Bad Request', status: 400, errors: { rows } } }) });
    const error = (await client.post('/api/v1/observer/import', new FormData()).catch((caught: unknown) => caught)) as ApiError;
    expect(error.errors).toEqual({ rows });
  });

  it('reads a problem body from a failed blob download', async () => {
    const blob = new Blob([JSON.stringify({ title: 'Not Found', status: 404, detail: 'No such export' })], {
      type: 'application/problem+json',
    });
    const { client } = setup({ reply: () => ({ status: 404, data: blob }) });
    await expect(client.get('/api/v1/export/all', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      detail: 'No such export',
    });
  });

  it('marks a request that got no answer as a network error with status 0', async () => {
    const { client } = setup({
      transport: async (config) => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      },
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, network: true, title: 'Network Error' });
  });
});
