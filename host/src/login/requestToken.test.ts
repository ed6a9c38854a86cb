/**
 * @jest-environment node
 */
import { LoginError, requestToken } from './requestToken';

function answer(status: number, body: unknown = {}) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('requestToken', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('posts {user, password} as JSON to the API, with no Authorization header, and gives the token', async () => {
    const fetchMock = answer(200, { access_token: 'tok', expires_in: 60 });
    global.fetch = fetchMock;
    await expect(requestToken('http://api.test:4000', 'ana', 'secret')).resolves.toBe('tok');
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe('http://api.test:4000/api/v2/access/authorize');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ user: 'ana', password: 'secret' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it.each([
    [400, 'invalid'],
    [401, 'invalid'],
    [429, 'throttled'],
    [500, 'unreachable'],
  ])('says %i as %s', async (status, failure) => {
    global.fetch = answer(status);
    await expect(requestToken('http://api.test', 'a', 'b')).rejects.toEqual(new LoginError(failure as 'invalid'));
  });

  it('says a network failure or a token-less answer as unreachable', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestToken('http://api.test', 'a', 'b')).rejects.toMatchObject({ failure: 'unreachable' });
    global.fetch = answer(200, { nothing: true });
    await expect(requestToken('http://api.test', 'a', 'b')).rejects.toMatchObject({ failure: 'unreachable' });
  });
});
