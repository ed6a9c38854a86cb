import { createTestHttp } from '@observatory/shared/testing';
import { loadedSections } from '../testing/fixtures';
import { getFormSections } from './getFormSections';

describe('getFormSections', () => {
  it('asks for the form by id and returns its sections', async () => {
    const api = createTestHttp().on('GET', '/api/v1/form/7', { body: loadedSections() });
    await expect(getFormSections(api.http, 7)).resolves.toEqual(loadedSections());
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/form/7', query: {} });
  });

  it('reads an empty answer (the reference backend’s 204) as no sections', async () => {
    const api = createTestHttp().on('GET', '/api/v1/form/7', { status: 204 });
    await expect(getFormSections(api.http, 7)).resolves.toEqual([]);
  });
});
