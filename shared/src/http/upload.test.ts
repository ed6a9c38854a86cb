import { createTestHttp } from '../testing/createTestHttp';
import { UPLOAD_TIMEOUT_MS, readRowReport, uploadFile } from './upload';

interface Row {
  readonly line: number;
  readonly field: string;
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && typeof (value as Row).line === 'number' && typeof (value as Row).field === 'string';

describe('uploadFile', () => {
  it('posts the file and its fields as multipart, with the long time limit, and answers the body', async () => {
    const api = createTestHttp().on('POST', '/api/v1/x/import', { body: 12 });
    const file = new File(['a,b\n'], 'rows.csv', { type: 'text/csv' });
    expect(await uploadFile<number>(api.http, '/api/v1/x/import', file, { ongId: '4' })).toBe(12);
    const sent = api.requests[0]!;
    expect(sent.timeoutMs).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(180_000);
    const body = sent.body as FormData;
    expect((body.get('file') as File).name).toBe('rows.csv');
    expect(body.get('ongId')).toBe('4');
  });
});

describe('readRowReport', () => {
  const refusal = async (errors: unknown) => {
    const api = createTestHttp().on('POST', '/import', { status: 400, body: { status: 400, title: 'Bad Request', errors } });
    return uploadFile(api.http, '/import', new File([''], 'f.csv')).catch((caught: unknown) => caught);
  };

  it('keeps the rows that look like rows, and the total the API gives when it is at least their count', async () => {
    const rows = [{ line: 2, field: 'phone' }];
    expect(readRowReport(await refusal({ rows, totalErrors: 250 }), isRow)).toEqual({ rows, total: 250 });
    expect(readRowReport(await refusal({ rows, totalErrors: 0 }), isRow)).toEqual({ rows, total: 1 });
    expect(readRowReport(await refusal({ rows: [...rows, { line: 'x' }] }), isRow)).toEqual({ rows, total: 1 });
  });

  it('is null for any other failure', async () => {
    expect(readRowReport(await refusal({ file: ['bad'] }), isRow)).toBeNull();
    expect(readRowReport(await refusal({ rows: [{ line: 'x' }] }), isRow)).toBeNull();
    expect(readRowReport(new Error('boom'), isRow)).toBeNull();
  });
});
