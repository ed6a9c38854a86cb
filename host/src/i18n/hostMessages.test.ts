import { fetchHostMessages } from './hostMessages';

describe('fetchHostMessages', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks once per language, and again after a failure', async () => {
    const answers = [
      { ok: false, status: 503, json: async () => ({}) },
      { ok: true, status: 200, json: async () => ({ title: 'Observatory' }) },
    ];
    const fetchMock = jest.fn(async () => answers.shift() as unknown as Response);
    global.fetch = fetchMock;
    await expect(fetchHostMessages('en')).rejects.toThrow('translations for en answered 503');
    await expect(fetchHostMessages('en')).resolves.toEqual({ title: 'Observatory' });
    await expect(fetchHostMessages('en')).resolves.toEqual({ title: 'Observatory' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/assets/i18n/en.json');
  });
});
