import { createTestHttp } from '@observatory/shared/testing';
import type { FormUpload } from './types';
import { saveForm } from './saveForm';

const upload: FormUpload = {
  code: 'A',
  description: 'Opening',
  diaspora: false,
  draft: true,
  currentVersion: 1,
  formSections: [
    {
      code: 'S',
      description: '',
      questions: [{ code: 'Q', text: 'T', questionType: 1, optionsToQuestions: [{ text: 'Yes', isFreeText: false, flagged: false }] }],
    },
  ],
};

describe('saveForm', () => {
  it('POSTs a new form with draft and currentVersion, and returns the new id', async () => {
    const api = createTestHttp().on('POST', '/api/v1/form', { body: 42 });
    await expect(saveForm(api.http, upload)).resolves.toBe(42);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/form', query: {}, body: upload });
  });

  it('PUTs a form that has an id, sections in the order given', async () => {
    const api = createTestHttp().on('PUT', '/api/v1/form', { body: 7 });
    const existing = { ...upload, id: 7, draft: false, formSections: [{ ...upload.formSections[0]!, id: 3 }] };
    await expect(saveForm(api.http, existing)).resolves.toBe(7);
    expect(api.requests[0]).toMatchObject({ method: 'PUT', path: '/api/v1/form', body: existing });
  });

  it('rejects with the API error (a taken code is a 409)', async () => {
    const api = createTestHttp().on('POST', '/api/v1/form', { status: 409, body: { status: 409, detail: 'taken' } });
    await expect(saveForm(api.http, upload)).rejects.toMatchObject({ status: 409 });
  });
});
