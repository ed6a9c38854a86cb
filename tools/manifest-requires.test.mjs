import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consumedRequest, withRequires } from '../shared/build/manifest-requires-plugin.mjs';

test('a consume module names the shared request it stands for; other modules name none', () => {
  assert.equal(consumedRequest('consume shared module (default) react-hook-form@^7.92.0 (strict) (strict)'), 'react-hook-form');
  assert.equal(
    consumedRequest('consume shared module (default) @observatory/shared/form@>=0.2.2 <0.3.0 (strict)'),
    '@observatory/shared/form',
  );
  assert.equal(consumedRequest('javascript/auto|/repo/remote-forms/src/area.tsx'), null);
  assert.equal(consumedRequest('provide shared module (default) react@19.3.1 = /repo/react/index.js'), null);
});

test('requires goes on the exposes it was found for, and nothing else of the manifest changes', () => {
  const manifest = {
    id: 'a',
    exposes: [
      { name: 'area', path: './area' },
      { name: 'other', path: './other' },
    ],
    shared: [],
  };
  const written = withRequires(manifest, new Map([['area', ['react', 'react-hook-form']]]));
  assert.deepEqual(written, {
    id: 'a',
    exposes: [
      { name: 'area', path: './area', requires: ['react', 'react-hook-form'] },
      { name: 'other', path: './other' },
    ],
    shared: [],
  });
});
