import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, multipart, startServer, type TestServer, type World } from './helpers.js';

interface Problem {
  detail?: string;
  errors?: Record<string, string[]>;
  codes?: Record<string, string[]>;
}

/** Every field refusal carries a stable code beside its message (api/README.md "Field refusal codes"). */
describe('field refusals carry stable codes', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  /** `codes` has the same fields as `errors`, one code per message. */
  const assertParallel = (p: Problem) => {
    assert.ok(p.errors && p.codes, 'errors and codes');
    assert.deepEqual(Object.keys(p.codes).sort(), Object.keys(p.errors).sort());
    for (const [field, messages] of Object.entries(p.errors)) assert.equal(p.codes[field]?.length, messages.length, field);
  };

  test('observer add and edit: the bidi name, formats, lengths, required, a taken phone', async () => {
    const bidi = await s.post<Problem>('/api/v1/observer', { phone: '0711000001', pin: '1234', name: 'Ana \u202ePop' }, w.admin);
    assert.equal(bidi.status, 400);
    assert.deepEqual(bidi.json.codes, { name: ['name_bidi'] });
    assert.match(bidi.json.errors?.name?.[0] ?? '', /bidirectional/);

    const bad = await s.post<Problem>('/api/v1/observer', { phone: '12ab', pin: '123', name: 'x'.repeat(101) }, w.admin);
    assert.equal(bad.status, 400);
    assertParallel(bad.json);
    assert.deepEqual(bad.json.codes, { phone: ['phone_format'], pin: ['pin_format'], name: ['too_long'] });

    const missing = await s.post<Problem>('/api/v1/observer', { name: '   ' }, w.admin);
    assert.deepEqual(missing.json.codes, { phone: ['required'], pin: ['required'], name: ['required'] });

    const taken = await s.post<Problem>('/api/v1/observer', { phone: w.obsB.phone, pin: '1234', name: 'Someone Else' }, w.admin);
    assert.equal(taken.status, 409);
    assert.equal(taken.json.detail, 'This phone number is already registered to an observer.');
    assert.deepEqual(taken.json.codes, { phone: ['phone_taken'] });

    const editBidi = await s.put<Problem>('/api/v1/observer', { observerId: w.obsB.id, name: '\u2067Bogdan' }, w.admin);
    assert.deepEqual(editBidi.json.codes, { name: ['name_bidi'] });
    const nothing = await s.put<Problem>('/api/v1/observer', { observerId: w.obsB.id, name: '' }, w.admin);
    assert.deepEqual(nothing.json.codes, { name: ['nothing_to_change'] });
    const editTaken = await s.put<Problem>('/api/v1/observer', { observerId: w.obsB.id, phone: w.obsB2.phone }, w.admin);
    assert.equal(editTaken.status, 409);
    assert.deepEqual(editTaken.json.codes, { phone: ['phone_taken'] });
  });

  test('generic codes: wrong types, values outside a list, ids and dates', async () => {
    const sort = await s.get<Problem>('/api/v1/observer?sortBy=age', w.admin);
    assert.deepEqual(sort.json.codes, { sortBy: ['not_allowed'] });
    const formId = await s.get<Problem>('/api/v1/form/abc', w.admin);
    assert.deepEqual(formId.json.codes, { id: ['not_a_number'] });
    const from = await s.get<Problem>('/api/v1/answers?from=yesterday', w.admin);
    assert.deepEqual(from.json.codes, { from: ['date_format'] });
    const form = await s.post<Problem>(
      '/api/v1/form',
      {
        code: 'Z',
        description: 'x',
        diaspora: 'maybe',
        formSections: [{ code: 'S', questions: [{ code: 'Q', text: 'q', questionType: 1.5, optionsToQuestions: [] }] }],
      },
      w.org,
    );
    assert.equal(form.status, 400);
    assertParallel(form.json);
    assert.deepEqual(form.json.codes?.diaspora, ['not_true_false']);
    assert.deepEqual(form.json.codes?.['formSections[0].questions[0].questionType'], ['not_whole_number']);
    assert.deepEqual(form.json.codes?.['formSections[0].questions[0].optionsToQuestions'], ['too_few']);
  });

  test('forms: repeated ids and codes', async () => {
    const option = { text: 'Da' };
    const r = await s.post<Problem>(
      '/api/v1/form',
      {
        code: 'REP',
        description: 'Repeats',
        formSections: [
          { code: 'R1', questions: [{ code: 'R1-1', text: 'x', questionType: 1, optionsToQuestions: [option] }] },
          { code: 'r1', questions: [{ code: 'R1-1', text: 'y', questionType: 1, optionsToQuestions: [option] }] },
        ],
      },
      w.org,
    );
    assert.equal(r.status, 400);
    assert.deepEqual(r.json.codes, { 'formSections[1].code': ['repeated_code'], 'formSections[1].questions[0].code': ['repeated_code'] });
  });

  test('observers’ app: unknown question, county and station; single choice', async () => {
    const ask = (answers: unknown[]) => s.post<Problem>('/api/v1/answers', { answers }, w.obsA.token);
    const unknownQuestion = await ask([{ questionId: 999999, countyCode: 'B', pollingStationNumber: 1, options: [{ optionId: 1 }] }]);
    assert.deepEqual(unknownQuestion.json.codes, { 'answers[0].questionId': ['question_unknown'] });
    const county = await ask([
      { questionId: w.formA.q1, countyCode: 'ZZ', pollingStationNumber: 1, options: [{ optionId: w.formA.q1yes }] },
    ]);
    assert.deepEqual(county.json.codes, { 'answers[0].countyCode': ['county_unknown'] });
    const station = await ask([
      { questionId: w.formA.q1, countyCode: 'B', pollingStationNumber: 99999, options: [{ optionId: w.formA.q1yes }] },
    ]);
    assert.deepEqual(station.json.codes, { 'answers[0].pollingStationNumber': ['station_out_of_range'] });
    const single = await ask([
      {
        questionId: w.formA.q1,
        countyCode: 'B',
        pollingStationNumber: 1,
        options: [{ optionId: w.formA.q1yes }, { optionId: w.formA.q1no }],
      },
    ]);
    assert.deepEqual(single.json.codes, { 'answers[0].options': ['single_choice'] });
    const note = await s.req<Problem>('POST', '/api/v2/note', {
      token: w.obsA.token,
      body: multipart({ CountyCode: 'B', PollingStationNumber: '1', Text: ' ' }),
    });
    assert.equal(note.status, 400);
    assert.deepEqual(note.json.codes, { text: ['text_or_file_required'] });
  });

  test('import: what is wrong with the file', async () => {
    const upload = (csv: string) =>
      s.req<Problem>('POST', '/api/v1/observer/import', {
        token: w.admin,
        body: multipart({}, [{ name: 'file', data: Buffer.from(csv), filename: 'o.csv', type: 'text/csv' }]),
      });
    assert.deepEqual((await upload('Telefon,Pin,Nume\n0700000009,1234,Ana\n')).json.codes, { file: ['file_header'] });
    assert.deepEqual((await upload('Phone,Pin,Name\n')).json.codes, { file: ['file_no_rows'] });
    const noFile = await s.req<Problem>('POST', '/api/v1/observer/import', { token: w.admin, body: multipart({ ongId: '2' }) });
    assert.deepEqual(noFile.json.codes, { file: ['required'] });
  });
});
