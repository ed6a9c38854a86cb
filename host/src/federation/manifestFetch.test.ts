import { prefetchManifest, takePrefetched } from './manifestFetch';

describe('prefetchManifest', () => {
  const url = 'https://areas.example.org/forms/1.0.0/mf-manifest.json';
  const fetched = jest.fn<Promise<Response>, [string, RequestInit?]>();

  beforeEach(() => {
    fetched.mockReset();
    globalThis.fetch = fetched as unknown as typeof fetch;
  });

  it('asks once, hands a copy to onArrival and the answer itself to the runtime, once', async () => {
    const answer = { ok: true, clone: () => 'copy' } as unknown as Response;
    fetched.mockResolvedValue(answer);
    const onArrival = jest.fn();
    prefetchManifest(url, onArrival);
    prefetchManifest(url, onArrival);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]![1]).toMatchObject({ cache: 'no-cache', credentials: 'omit' });
    await expect(takePrefetched(url)).resolves.toBe(answer);
    expect(onArrival).toHaveBeenCalledWith('copy');
    // A later request for it (a retry) asks the server again.
    expect(takePrefetched(url)).toBeUndefined();
  });

  it('tells onArrival nothing of an error answer, and leaves the failure to the runtime', async () => {
    fetched.mockResolvedValue({ ok: false, status: 404 } as Response);
    const onArrival = jest.fn();
    prefetchManifest(`${url}?missing`, onArrival);
    await expect(takePrefetched(`${url}?missing`)).resolves.toMatchObject({ status: 404 });
    expect(onArrival).not.toHaveBeenCalled();
  });
});
