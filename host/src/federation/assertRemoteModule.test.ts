import { assertRemoteModule } from './assertRemoteModule';
import { AreaLoadError } from './areaLoadError';

const App = () => null;
const areaModule = { contractVersion: 1, id: 'forms', loadMessages: async () => ({}), App };

describe('assertRemoteModule', () => {
  it('accepts an area that implements a supported contract', () => {
    expect(assertRemoteModule(areaModule, 'forms')).toBe(areaModule);
  });

  it('refuses another contract version as incompatible, naming both versions', () => {
    const error = (() => {
      try {
        assertRemoteModule({ ...areaModule, contractVersion: 2 }, 'forms');
      } catch (caught) {
        return caught;
      }
    })() as AreaLoadError;
    expect(error).toBeInstanceOf(AreaLoadError);
    expect(error.kind).toBe('incompatible');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('contract 2');
  });

  it('refuses a module for another area or without the contract members', () => {
    expect(() => assertRemoteModule({ ...areaModule, id: 'answers' }, 'forms')).toThrow(AreaLoadError);
    expect(() => assertRemoteModule({ ...areaModule, App: undefined }, 'forms')).toThrow(AreaLoadError);
    expect(() => assertRemoteModule(undefined, 'forms')).toThrow('exposes no area module');
  });
});
