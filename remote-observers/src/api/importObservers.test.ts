import { ApiError } from '@observatory/shared/http';
import { createFakeHttp } from '@observatory/shared/testing';
import { IMPORT_TIMEOUT_MS, importObservers, readImportRowErrors } from './importObservers';

describe('importObservers', () => {
  it('posts multipart file + ongId with progress and a long time limit', async () => {
    const http = createFakeHttp({ post: jest.fn().mockResolvedValue(3) });
    const file = new File(['Phone,Pin,Name\n'], 'list.csv', { type: 'text/csv' });
    const onProgress = jest.fn();
    await expect(importObservers(http, { file, ngoId: 4 }, { onProgress })).resolves.toBe(3);
    const [path, body, options] = http.post.mock.calls[0]!;
    expect(path).toBe('/api/v1/observer/import');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect((body as FormData).get('ongId')).toBe('4');
    expect(options).toEqual({ onUploadProgress: onProgress, signal: undefined, timeoutMs: IMPORT_TIMEOUT_MS });
    expect(IMPORT_TIMEOUT_MS).toBeGreaterThanOrEqual(180_000);
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
