import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { MapSnapshot } from '../src/services/map-snapshots.js';

/** A station list's text as the map sends it (repetitive, as the real one is). */
const json = JSON.stringify(
  Array.from({ length: 3000 }, (_, i) => ({
    id: i + 1,
    countyCode: 'CJ',
    number: i + 1,
    lat: 46 + i / 7919,
    lon: 23 + i / 7907,
    state: 'none',
  })),
);

describe('a map snapshot: one text, one ETag, gzip quick first and smaller once settled', () => {
  test('the first sends take the quick level; after some sends the settled (smaller) body, the same text', async () => {
    const snap = new MapSnapshot(json, 1);
    const first = await snap.gzip();
    assert.equal(zlib.gunzipSync(first).toString(), json);
    for (let i = 0; i < 7; i++) assert.equal(await snap.gzip(), first, 'the quick body while the list may still change');
    let later = first;
    for (let i = 0; i < 100 && later === first; i++) {
      await new Promise((r) => setTimeout(r, 10));
      later = await snap.gzip();
    }
    assert.ok(later.length < first.length, `${later.length} bytes settled against ${first.length} quick`);
    assert.equal(zlib.gunzipSync(later).toString(), json);
    assert.equal(new MapSnapshot(json, 1).etag, snap.etag, 'the ETag is the text’s, whatever the compression');
  });
});
