import { parseEnvironment } from './environment';

const pin = (port: number) => ({ version: '0.1.0', manifestUrl: `http://127.0.0.1:${port}/0.1.0/mf-manifest.json` });
const valid = {
  name: 'local',
  apiBaseUrl: 'http://127.0.0.1:4000',
  observerGuideUrl: '/assets/observer-guide.pdf',
  areas: { observers: pin(1), forms: pin(2), answers: pin(3), statistics: pin(4), notifications: pin(5) },
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
