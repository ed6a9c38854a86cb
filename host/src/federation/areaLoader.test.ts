import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Environment } from '../config/environment';
import { AREAS } from '../config/areaRegistry';
import { createAreaLoader } from './areaLoader';
import { AreaLoadError } from './areaLoadError';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const PORTS = { observers: 1, forms: 2, answers: 3, statistics: 4, notifications: 5 } as Record<string, number>;
const pin = (port: number) => ({ version: '1.2.3', manifestUrl: `http://127.0.0.1:${port}/1.2.3/mf-manifest.json` });
const environment: Environment = {
  name: 'test',
  apiBaseUrl: 'http://127.0.0.1:4000',
  observerGuideUrl: '/guide.pdf',
  // Every registered area is pinned (a new area joins without an edit here).
  areas: Object.fromEntries(AREAS.map((area, index) => [area.id, pin(PORTS[area.id] ?? 10 + index)])) as Environment['areas'],
};
const forms = AREAS.find((area) => area.id === 'forms')!;
const formsModule = { contractVersion: 1, id: 'forms', loadMessages: async () => ({}), App: () => null };

describe('area loader', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('registers every pinned area at start-up without loading any', () => {
    createAreaLoader(environment, AREAS);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'observatory_forms', entry: 'http://127.0.0.1:2/1.2.3/mf-manifest.json' }]),
    );
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads an area once, records it as loaded and reuses the module', async () => {
    mockedLoadRemote.mockResolvedValue({ area: formsModule });
    const loader = createAreaLoader(environment, AREAS);
    await expect(loader.load(forms)).resolves.toBe(formsModule);
    await loader.load(forms);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(loader.status.get().forms).toMatchObject({ state: 'loaded', version: '1.2.3' });
  });

  it('lists only the areas whose module loaded, for the language switch', async () => {
    const loader = createAreaLoader(environment, AREAS);
    mockedLoadRemote.mockResolvedValueOnce({ area: formsModule });
    await loader.load(forms);
    mockedLoadRemote.mockRejectedValue(new Error('incompatible'));
    await loader.load(AREAS.find((area) => area.id === 'answers')!).catch(() => undefined);
    await expect(loader.loadedModules()).resolves.toEqual([formsModule]);
  });

  it('retries a network failure at most twice, then fails and logs once', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'));
    const loader = createAreaLoader(environment, AREAS);
    const error = await loader.load(forms).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AreaLoadError);
    expect((error as AreaLoadError).kind).toBe('unreachable');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(jest.mocked(console.error).mock.calls[0]![0] as string)).toMatchObject({
      event: 'area-load-failed',
      remote: 'observatory_forms',
      url: 'http://127.0.0.1:2/1.2.3/mf-manifest.json',
      attempts: 3,
    });
    expect(loader.status.get().forms.state).toBe('failed');
  });

  it('recovers when a retry succeeds', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValueOnce({ area: formsModule });
    const loader = createAreaLoader(environment, AREAS);
    await expect(loader.load(forms)).resolves.toBe(formsModule);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'observatory_forms', entry: expect.any(String) }], { force: true });
  });

  it('does not retry an incompatible contract', async () => {
    mockedLoadRemote.mockResolvedValue({ area: { ...formsModule, contractVersion: 9 } });
    const loader = createAreaLoader(environment, AREAS);
    await expect(loader.load(forms)).rejects.toMatchObject({ kind: 'incompatible' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('Retry forgets the failure and loads again', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ area: undefined }).mockResolvedValueOnce({ area: formsModule });
    const loader = createAreaLoader(environment, AREAS);
    await expect(loader.load(forms)).rejects.toBeInstanceOf(AreaLoadError);
    await expect(loader.retry(forms)).resolves.toBe(formsModule);
  });

  it('start() loads ahead of the page, and the first load() takes that load, failure included (one attempt, one log)', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ area: undefined }).mockResolvedValueOnce({ area: formsModule });
    const loader = createAreaLoader(environment, AREAS);
    loader.start(forms);
    expect(loader.status.get().forms).toMatchObject({ state: 'loading' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.load(forms)).rejects.toMatchObject({ kind: 'incompatible' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(jest.mocked(console.error)).toHaveBeenCalledTimes(1);
    // Once seen, the failure is forgotten like any other: the next load tries again.
    await expect(loader.load(forms)).resolves.toBe(formsModule);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('start() is the load the page then uses, not a second one', async () => {
    mockedLoadRemote.mockResolvedValue({ area: formsModule });
    const loader = createAreaLoader(environment, AREAS);
    loader.start(forms);
    loader.start(forms);
    await expect(loader.load(forms)).resolves.toBe(formsModule);
    await expect(loader.load(forms)).resolves.toBe(formsModule);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});
