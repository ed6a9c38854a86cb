import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { makeWorld, multipart, startServer, type TestServer, type World } from './helpers.js';

async function workbook(s: TestServer, path: string, token: string): Promise<ExcelJS.Workbook> {
  const res = await fetch(s.url + path, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
  assert.match(res.headers.get('content-disposition') ?? '', /attachment/);
  const wb = new ExcelJS.Workbook();
  // exceljs 4.4's typings want its own Buffer type; a Node Buffer is what it reads at run time.
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return wb;
}

const rowsOf = (ws: ExcelJS.Worksheet | undefined) => {
  const out: unknown[][] = [];
  ws?.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('exports', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    await s.post(
      '/api/v1/answers',
      {
        answers: [
          { questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 1, options: [{ optionId: w.formA.q1no }] },
          {
            questionId: w.formA.q2,
            countyCode: 'CJ',
            pollingStationNumber: 1,
            options: [{ optionId: w.formA.q2other, value: '=HYPERLINK("http://x","y")' }],
          },
        ],
      },
      w.obsB.token,
    );
    await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'B', pollingStationNumber: 2, options: [{ optionId: w.formA.q1yes }] }] },
      w.obsA.token,
    );
    await s.req('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: '1', Text: '@SUM(A1:A2)' }),
    });
    await s.req('POST', '/api/v2/note', {
      token: w.obsA.token,
      body: multipart({ CountyCode: 'B', PollingStationNumber: '2', Text: 'organizer note' }),
    });
  });
  after(() => s.close());

  test('xlsx: a sheet per form, one row per thread, notes sheet, formulas escaped, scoped', async () => {
    const wb = await workbook(s, '/api/v1/export/all', w.admin);
    assert.deepEqual(
      wb.worksheets.map((x) => x.name),
      ['A', 'C', 'X', 'notes'],
    );
    const a = rowsOf(wb.getWorksheet('A'));
    assert.equal(a.length, 2, 'header + one thread of NGO 2');
    assert.deepEqual(a[0]?.slice(0, 6), [
      'Observer Id',
      'Observer Phone',
      'Observer Name',
      'County',
      'Polling Station',
      'Last Modified (UTC)',
    ]);
    assert.equal(a[1]?.[0], w.obsB.id);
    assert.equal(a[1]?.[6], 'No');
    assert.equal(a[1]?.[7], 'Other: =HYPERLINK("http://x","y")', 'the cell starts with the option text');
    const notes = rowsOf(wb.getWorksheet('notes'));
    assert.equal(notes.length, 2);
    assert.equal(notes[1]?.[8], "'@SUM(A1:A2)");
    const org = await workbook(s, '/api/v1/export/all', w.org);
    assert.equal(rowsOf(org.getWorksheet('A')).length, 3);
    const filtered = await workbook(s, '/api/v1/export/all?county=B', w.org);
    assert.equal(rowsOf(filtered.getWorksheet('A')).length, 2);
    assert.equal(rowsOf(filtered.getWorksheet('notes')).length, 2);
  });

  test("GET /api/v2/export/all (the original client's button) is the v1 export, scoped and filtered the same way", async () => {
    for (const [token, query] of [
      [w.admin, ''],
      [w.org, ''],
      [w.org, '?county=B'],
    ] as const) {
      const v1 = await workbook(s, `/api/v1/export/all${query}`, token);
      const v2 = await workbook(s, `/api/v2/export/all${query}`, token);
      assert.deepEqual(
        v2.worksheets.map((x) => x.name),
        v1.worksheets.map((x) => x.name),
      );
      for (const ws of v1.worksheets) assert.deepEqual(rowsOf(v2.getWorksheet(ws.name)), rowsOf(ws), `${ws.name}${query}`);
    }
    const own = rowsOf((await workbook(s, '/api/v2/export/all', w.admin)).getWorksheet('A'));
    assert.deepEqual(
      own.slice(1).map((r) => r[0]),
      [w.obsB.id],
      'an NGO admin gets only their NGO',
    );
    assert.equal((await s.get('/api/v2/export/all')).status, 401);
    assert.equal((await s.get('/api/v2/export/all', w.obsA.token)).status, 403);
    assert.equal((await s.get('/api/v2/export/all?from=bad', w.admin)).status, 400);
  });

  test("the workbook's Last Modified is the thread's latest change (here the note after the answers)", async () => {
    const threads = await s.get<{ data: { observerId: number; lastModified: string }[] }>(
      `/api/v1/answers?observerId=${w.obsB.id}`,
      w.admin,
    );
    const notes = await s.get<{ lastModified: string }[]>(`/api/v2/note?observerId=${w.obsB.id}`, w.admin);
    const noteTime = notes.json[0]?.lastModified;
    assert.ok(noteTime);
    assert.equal(threads.json.data[0]?.lastModified, noteTime);
    const a = rowsOf((await workbook(s, '/api/v2/export/all', w.admin)).getWorksheet('A'));
    assert.equal(a[1]?.[5], noteTime);
  });

  test('notes CSV: escaped, scoped', async () => {
    const r = await s.get('/api/v1/export/all/notes', w.admin);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /text\/csv/);
    const lines = r.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 2);
    assert.match(lines[1] ?? '', /,'@SUM\(A1:A2\),/);
    assert.ok(!r.text.includes('organizer note'));
    assert.equal((await s.get('/api/v1/export/all/notes', w.obsA.token)).status, 403);
    assert.equal((await s.get('/api/v1/export/all')).status, 401);
    assert.equal((await s.get('/api/v1/export/all?from=bad', w.admin)).status, 400);
  });
});
