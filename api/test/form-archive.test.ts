import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeForm, makeWorld, startServer, type TestServer, type World } from './helpers.js';

interface Meta {
  id: number;
  code: string;
  draft: boolean;
  archived: boolean;
  order: number;
  hasAnswers?: boolean;
}
interface Problem {
  detail?: string;
  codes?: Record<string, string[]>;
}
interface Stat {
  data: { label: string; value: number }[];
}

describe('forms: archive and restore (issue 21)', () => {
  let s: TestServer;
  let w: World;
  let form: Awaited<ReturnType<typeof makeForm>>;
  const list = async (query: string, token = w.org) =>
    (await s.get<{ formVersions: Meta[] }>(`/api/v1/form${query}`, token)).json.formVersions;
  const codes = (forms: Meta[]) => forms.map((f) => f.code);
  const answer = (questionId: number, optionId: number, token = w.obsA.token) =>
    s.post<Problem>(
      '/api/v1/answers',
      { answers: [{ questionId, countyCode: 'B', pollingStationNumber: 3, options: [{ optionId }] }] },
      token,
    );

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    form = await makeForm(s, w.org, 'OLD', false);
    const q1 = form.sections[0]!.questions[0]!;
    // "No" is flagged: the answer counts in statistics and makes the thread urgent.
    const r = await answer(q1.id, q1.optionsToQuestions[1]!.optionId);
    assert.equal(r.status, 200, r.text);
  });
  after(() => s.close());

  test('every form version says whether it is archived', async () => {
    for (const query of ['', '?draft=true']) {
      const forms = await list(query);
      assert.ok(forms.length > 0);
      assert.ok(forms.every((f) => f.archived === false));
    }
    assert.ok((await list('', w.obsA.token)).every((f) => f.archived === false));
  });

  test('archive: out of the Public and Draft lists and of observers’ reach; answers, statistics and exports kept', async () => {
    const statsBefore = (await s.get<Stat>('/api/v1/statistics/countiesIrregularities', w.org)).json.data;
    const exportBefore = await s.req('GET', '/api/v1/export/all', { token: w.org });
    assert.equal(exportBefore.status, 200);

    const r = await s.put<Meta>(`/api/v1/form/${form.id}/archive`, undefined, w.org);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.id, form.id);
    assert.equal(r.json.archived, true);
    assert.equal(r.json.draft, true);
    assert.equal(r.json.hasAnswers, true);

    assert.ok(!codes(await list('')).includes('OLD'), 'not public');
    assert.ok(!codes(await list('?draft=true')).includes('OLD'), 'not among the drafts');
    const archived = await list('?archived=true');
    assert.deepEqual(codes(archived), ['OLD']);
    assert.equal(archived[0]!.archived, true);
    assert.equal(archived[0]!.hasAnswers, true);

    // Observers: not listed (whatever they ask), not readable, not answerable.
    assert.ok(!codes(await list('?archived=true', w.obsA.token)).includes('OLD'));
    assert.ok(!codes(await list('?draft=true', w.obsA.token)).includes('OLD'));
    assert.equal((await s.get(`/api/v1/form/${form.id}`, w.obsA.token)).status, 404);
    const q1 = form.sections[0]!.questions[0]!;
    const refused = await answer(q1.id, q1.optionsToQuestions[0]!.optionId, w.obsB.token);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json.codes, { 'answers[0].questionId': ['form_not_published'] });

    // Staff still read it, and what observers sent stays.
    assert.equal((await s.get(`/api/v1/form/${form.id}`, w.org)).status, 200);
    assert.deepEqual((await s.get<Stat>('/api/v1/statistics/countiesIrregularities', w.org)).json.data, statsBefore);
    const urgent = await s.get<{ totalItems: number }>('/api/v1/answers?urgent=true', w.org);
    assert.ok(urgent.json.totalItems >= 1);
    const exportAfter = await s.req('GET', '/api/v1/export/all', { token: w.org });
    assert.equal(exportAfter.status, 200);
    assert.ok(exportAfter.text.length > 0);

    // Archiving again changes nothing.
    const again = await s.put<Meta>(`/api/v1/form/${form.id}/archive`, undefined, w.org);
    assert.equal(again.status, 200);
    assert.equal(again.json.archived, true);
  });

  test('an archived form cannot be changed or published until restored; it can still not be deleted', async () => {
    const put = await s.put<Problem>('/api/v1/form', { id: form.id, draft: false }, w.org);
    assert.equal(put.status, 409);
    assert.match(put.json.detail ?? '', /archived/i);
    const del = await s.del<Problem>(`/api/v1/form?formId=${form.id}`, w.org);
    assert.equal(del.status, 409);
    assert.deepEqual(codes(await list('?archived=true')), ['OLD']);
  });

  test('restore: a draft again, placed last among the drafts, no longer archived', async () => {
    const r = await s.put<Meta>(`/api/v1/form/${form.id}/restore`, undefined, w.org);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.archived, false);
    assert.equal(r.json.draft, true);
    const drafts = await list('?draft=true');
    assert.equal(drafts.at(-1)?.code, 'OLD');
    assert.ok(drafts.every((f, i) => i === 0 || f.order > drafts[i - 1]!.order || f.id > drafts[i - 1]!.id));
    assert.deepEqual(await list('?archived=true'), []);
    // Published again, observers get it back.
    assert.equal((await s.put('/api/v1/form', { id: form.id, draft: false }, w.org)).status, 200);
    assert.ok(codes(await list('', w.obsA.token)).includes('OLD'));
  });

  test('only organizer admins archive or restore; unknown forms are 404', async () => {
    for (const action of ['archive', 'restore']) {
      assert.equal((await s.put(`/api/v1/form/${w.draft.id}/${action}`, undefined, w.admin)).status, 403);
      assert.equal((await s.put(`/api/v1/form/${w.draft.id}/${action}`, undefined, w.obsA.token)).status, 403);
      assert.equal((await s.put(`/api/v1/form/999999/${action}`, undefined, w.org)).status, 404);
      assert.equal((await s.put(`/api/v1/form/abc/${action}`, undefined, w.org)).status, 400);
    }
    // NGO admins read the archived list (it is the organizers' forms they see everywhere else too).
    assert.equal((await s.get('/api/v1/form?archived=true', w.admin)).status, 200);
  });
});
