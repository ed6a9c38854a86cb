import { createTestHttp } from '@observatory/shared/testing';
import { getFormSections, listPublishedForms } from './forms';
import { FORMS, FORM_A } from '../testing/fixtures';

describe('forms', () => {
  it('lists the published forms in their order', async () => {
    const api = createTestHttp().on('GET', '/api/v1/form', { body: { formVersions: FORMS } });
    const forms = await listPublishedForms(api.http);
    expect(forms.map((form) => form.code)).toEqual(['A', 'B']);
    expect(api.requests[0]).toMatchObject({ path: '/api/v1/form', query: { draft: 'false' } });
  });

  it("reads a form's sections by id", async () => {
    const api = createTestHttp().on('GET', '/api/v1/form/1', { body: FORM_A });
    await expect(getFormSections(api.http, 1)).resolves.toEqual(FORM_A);
    expect(api.requests[0]?.path).toBe('/api/v1/form/1');
  });
});
