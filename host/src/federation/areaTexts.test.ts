import { areaTextsUrl } from './areaTexts';
import { startWhatTheAreaNeeds } from './manifestHints';

const manifestUrl = 'https://areas.example.org/statistics/0.4.1/mf-manifest.json';
const manifest = {
  exposes: [
    {
      assets: {
        js: { sync: ['__federation_expose_area.1a2b.js'], async: ['917.aa.js', 'messages-en.b7ab.js', 'messages-ro.091a.js'] },
      },
    },
  ],
};

describe('areaTextsUrl', () => {
  it("finds the area's texts in a language, beside its manifest", () => {
    expect(areaTextsUrl(manifest, manifestUrl, 'ro')).toBe('https://areas.example.org/statistics/0.4.1/messages-ro.091a.js');
    expect(areaTextsUrl(manifest, manifestUrl, 'en')).toBe('https://areas.example.org/statistics/0.4.1/messages-en.b7ab.js');
  });

  it('finds nothing when the area names its chunks otherwise, or the manifest is not one', () => {
    expect(areaTextsUrl({ exposes: [{ assets: { js: { async: ['917.aa.js'] } } }] }, manifestUrl, 'en')).toBeUndefined();
    expect(areaTextsUrl(null, manifestUrl, 'en')).toBeUndefined();
    expect(areaTextsUrl({ exposes: 'nonsense' }, manifestUrl, 'en')).toBeUndefined();
    // A prefix of another language's name is not that language.
    expect(areaTextsUrl({ exposes: [{ assets: { js: { async: ['messages-en-GB.aa.js'] } } }] }, manifestUrl, 'en')).toBeUndefined();
  });
});

// Reading a manifest starts the area's texts with its other first files (manifestHints.ts).
describe("startWhatTheAreaNeeds: the area's texts", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.localStorage.clear();
  });
  // jsdom has no Response: the function reads only its JSON.
  const answering = (body: unknown) => ({ json: async () => body }) as unknown as Response;
  const response = () => answering(manifest);
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) => link.href.includes('/messages-'));

  it('starts the texts of the stored language downloading once, as the CORS script that will use them', async () => {
    window.localStorage.setItem('language', 'en');
    await startWhatTheAreaNeeds(response(), manifestUrl);
    await startWhatTheAreaNeeds(response(), manifestUrl);
    expect(preloads().map((link) => [link.href, link.as, link.crossOrigin])).toEqual([
      ['https://areas.example.org/statistics/0.4.1/messages-en.b7ab.js', 'script', 'anonymous'],
    ]);
  });

  it('adds nothing when the manifest names no texts', async () => {
    await startWhatTheAreaNeeds(answering({ exposes: [] }), manifestUrl);
    expect(preloads()).toEqual([]);
  });
});
