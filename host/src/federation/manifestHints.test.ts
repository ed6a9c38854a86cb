import { firstFiles, requiredShared } from './manifestHints';

describe('requiredShared', () => {
  it("lists what the first chunk of each of an area's exposes needs", () => {
    const manifest = { exposes: [{ name: 'area', requires: ['react', 'react-hook-form', '@observatory/shared/form'] }] };
    expect(requiredShared(manifest)).toEqual(['react', 'react-hook-form', '@observatory/shared/form']);
  });

  it('finds nothing in a manifest built before the list existed, or in one that is not a manifest', () => {
    expect(requiredShared({ exposes: [{ name: 'area', assets: {} }] })).toEqual([]);
    expect(requiredShared(null)).toEqual([]);
    expect(requiredShared({ exposes: 'nonsense' })).toEqual([]);
    expect(requiredShared({ exposes: [{ requires: [7, 'react'] }] })).toEqual(['react']);
  });
});

describe('firstFiles', () => {
  const manifestUrl = 'https://areas.example.org/notifications/0.4.1/mf-manifest.json';

  it("names an area's entry, first chunk and styles beside its manifest", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { assets: { js: { sync: ['__federation_expose_area.1a.js'], async: ['messages-en.2b.js'] }, css: { sync: ['area.3c.css'] } } },
      ],
    };
    expect(firstFiles(manifest, manifestUrl)).toEqual({
      scripts: [
        'https://areas.example.org/notifications/0.4.1/remoteEntry.js',
        'https://areas.example.org/notifications/0.4.1/__federation_expose_area.1a.js',
      ],
      styles: ['https://areas.example.org/notifications/0.4.1/area.3c.css'],
    });
    expect(firstFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } }, manifestUrl).scripts).toEqual([
      'https://areas.example.org/notifications/0.4.1/entry/remoteEntry.js',
    ]);
  });

  it('names nothing for what is not a manifest', () => {
    expect(firstFiles(null, manifestUrl)).toEqual({ scripts: [], styles: [] });
    expect(firstFiles({ exposes: 'nonsense', metaData: {} }, manifestUrl)).toEqual({ scripts: [], styles: [] });
  });
});
