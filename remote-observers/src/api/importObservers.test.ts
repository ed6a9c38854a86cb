import { ApiError, UPLOAD_TIMEOUT_MS } from '@observatory/shared/http';
import { createObserversApi } from '../testing/observersApi';
import { importObservers, readImportRowErrors } from './importObservers';

describe('importObservers', () => {
  it('posts multipart file + ongId with progress and a long time limit, and answers how many were added', async () => {
    const api = createObserversApi().on('POST', '/api/v1/observer/import', { body: 3 });
    const file = new File(['Phone,Pin,Name\n'], 'list.csv', { type: 'text/csv' });
    const onProgress = jest.fn();
    await expect(importObservers(api.http, { file, ngoId: 4 }, { onProgress })).resolves.toBe(3);
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/v1/observer/import', query: {}, timeoutMs: UPLOAD_TIMEOUT_MS });
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get('file')).toBe(file);
    expect((sent?.body as FormData).get('ongId')).toBe('4');
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });
});

describe('readImportRowErrors', () => {
  const failure = (errors: unknown) =>
    new ApiError({ status: 400, title: 'Bad Request', fieldErrors: {}, errors, network: false, aborted: false });

  it('reads the rows and the total of a refused import', () => {
    const rows = [{ line: 3, field: 'phone', message: 'The phone is required.' }];
    expect(readImportRowErrors(failure({ rows, totalErrors: 250 }))).toEqual({ rows, total: 250 });
    expect(readImportRowErrors(failure({ rows }))).toEqual({ rows, total: 1 });
  });

  it('is null for other failures and malformed rows', () => {
    expect(readImportRowErrors(failure({ file: ['bad'] }))).toBeNull();
    expect(readImportRowErrors(failure({ rows: [{ line: 'x' }] }))).toBeNull();
    expect(readImportRowErrors(new Error('boom'))).toBeNull();
  });
});
