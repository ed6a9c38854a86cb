import local from '../../environments/local.json';
import { parseEnvironment } from './environment';

const pin = (port: number) => ({ version: '0.1.0', manifestUrl: `http://127.0.0.1:${port}/0.1.0/mf-manifest.json` });
// Every area the host knows (a generated area adds itself to the environment files), forms on port 2.
const areaIds = Object.keys(local.areas).filter((id) => id !== 'forms');
const valid = {
  name: 'local',
  apiBaseUrl: 'http://127.0.0.1:4000',
  observerGuideUrl: '/assets/observer-guide.pdf',
  areas: { forms: pin(2), ...Object.fromEntries(areaIds.map((id, index) => [id, pin(10 + index)])) },
};

describe('parseEnvironment', () => {
  it('accepts a complete environment file', () => {
    expect(parseEnvironment(valid).areas.forms.manifestUrl).toBe('http://127.0.0.1:2/0.1.0/mf-manifest.json');
  });

  it('names the missing area', () => {
    const { forms: _forms, ...areas } = valid.areas;
    expect(() => parseEnvironment({ ...valid, areas })).toThrow('areas.forms is missing');
  });

  it('refuses a manifest URL that is not http(s)', () => {
    expect(() =>
      parseEnvironment({ ...valid, areas: { ...valid.areas, forms: { version: '1', manifestUrl: 'javascript:alert(1)' } } }),
    ).toThrow('must be http(s)');
  });

  it('refuses a missing API URL', () => {
    expect(() => parseEnvironment({ ...valid, apiBaseUrl: '' })).toThrow('apiBaseUrl is missing');
  });
});
