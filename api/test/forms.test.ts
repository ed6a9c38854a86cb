import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeForm, makeWorld, startServer, type TestServer, type World } from './helpers.js';

interface Meta {
  id: number;
  code: string;
  description: string;
  currentVersion: number;
  diaspora: boolean;
  draft: boolean;
  order: number;
}
interface Section {
  id: number;
  code: string;
  description: string;
  orderNumber: number;
  questions: {
    id: number;
    code: string;
    text: string;
    questionType: number;
    orderNumber: number;
    optionsToQuestions: { optionId: number; text: string; isFreeText: boolean; flagged: boolean; orderNumber: number }[];
  }[];
}

describe('forms', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('list by draft flag, shapes', async () => {
    const pub = await s.get<{ formVersions: Meta[] }>('/api/v1/form', w.admin);
    assert.deepEqual(
      pub.json.formVersions.map((f) => f.code),
      ['A', 'C'],
    );
    const f = pub.json.formVersions[0]!;
    for (const k of ['id', 'code', 'description', 'currentVersion', 'diaspora', 'draft', 'order']) assert.ok(k in f, k);
    const drafts = await s.get<{ formVersions: Meta[] }>('/api/v1/form?draft=true', w.admin);
    assert.deepEqual(
      drafts.json.formVersions.map((x) => x.code),
      ['X'],
    );
    const sections = await s.get<Section[]>(`/api/v1/form/${w.formA.id}`, w.admin);
    assert.equal(sections.json[0]?.questions[1]?.optionsToQuestions[2]?.isFreeText, true);
    assert.equal(sections.json[0]?.questions[0]?.optionsToQuestions[1]?.flagged, true);
    assert.equal((await s.get('/api/v1/form/999999', w.admin)).status, 404);
    assert.equal((await s.get('/api/v1/form/abc', w.admin)).status, 400);
  });

  test('observers see published forms only', async () => {
    const list = await s.get<{ formVersions: Meta[] }>('/api/v1/form?draft=true', w.obsA.token);
    assert.deepEqual(
      list.json.formVersions.map((f) => f.code),
      ['A', 'C'],
    );
    assert.equal((await s.get(`/api/v1/form/${w.draft.id}`, w.obsA.token)).status, 404);
    assert.equal((await s.get(`/api/v1/form/${w.formA.id}`, w.obsA.token)).status, 200);
    assert.equal((await s.get('/api/v1/county', w.obsA.token)).status, 200);
    assert.equal((await s.get('/api/v1/polling-station', w.obsA.token)).status, 403);
  });

  test('create: validation keyed by nested field, duplicate code 409, only organizers', async () => {
    const bad = await s.post<{ errors: Record<string, string[]> }>(
      '/api/v1/form',
      {
        code: '',
        description: 'x',
        formSections: [{ code: 'S', questions: [{ code: 'Q', text: '', questionType: 9, optionsToQuestions: [] }] }],
      },
      w.org,
    );
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors.code);
    assert.ok(bad.json.errors['formSections[0].questions[0].text']);
    assert.ok(bad.json.errors['formSections[0].questions[0].questionType']);
    assert.ok(bad.json.errors['formSections[0].questions[0].optionsToQuestions']);
    const noSections = await s.post<{ errors: Record<string, string[]> }>('/api/v1/form', { code: 'Z', description: 'x' }, w.org);
    assert.ok(noSections.json.errors.formSections);
    assert.equal((await s.post('/api/v1/form', { code: 'A', description: 'dup', formSections: [] }, w.org)).status, 409);
    assert.equal((await s.post('/api/v1/form', { code: 'N', description: 'x', formSections: [] }, w.admin)).status, 403);
    assert.equal((await s.put('/api/v1/form', { id: w.formA.id, draft: true }, w.admin)).status, 403);
    assert.equal((await s.del(`/api/v1/form?formId=${w.formA.id}`, w.admin)).status, 403);
  });

  test('PUT saves the given order, bumps the version on content change only', async () => {
    const f = await makeForm(s, w.org, 'R', true);
    const sections = (await s.get<Section[]>(`/api/v1/form/${f.id}`, w.org)).json;
    const sec = sections[0]!;
    const [q1, q2] = sec.questions;
    const reordered = {
      id: f.id,
      code: 'R',
      description: 'Reordered',
      draft: true,
      currentVersion: 1,
      formSections: [
        {
          ...sec,
          questions: [
            { ...q2!, optionsToQuestions: [...q2!.optionsToQuestions].reverse() },
            { ...q1!, text: 'Changed text' },
          ],
        },
        {
          code: 'R2',
          description: 'New section',
          questions: [{ code: 'R2-1', text: 'New?', questionType: 0, optionsToQuestions: [{ text: 'a' }, { text: 'b', flagged: true }] }],
        },
      ],
    };
    const r = await s.put<number>('/api/v1/form', reordered, w.org);
    assert.equal(r.status, 200);
    assert.equal(r.json, f.id);
    const after1 = (await s.get<Section[]>(`/api/v1/form/${f.id}`, w.org)).json;
    assert.deepEqual(
      after1[0]?.questions.map((q) => q.id),
      [q2!.id, q1!.id],
      'question ids kept, order saved',
    );
    assert.deepEqual(
      after1[0]?.questions[0]?.optionsToQuestions.map((o) => o.optionId),
      [...q2!.optionsToQuestions].reverse().map((o) => o.optionId),
    );
    assert.deepEqual(
      after1[0]?.questions[0]?.optionsToQuestions.map((o) => o.orderNumber),
      [1, 2, 3],
    );
    assert.equal(after1[0]?.questions[1]?.text, 'Changed text');
    assert.equal(after1.length, 2);
    const meta = () =>
      s.get<{ formVersions: Meta[] }>('/api/v1/form?draft=true', w.org).then((x) => x.json.formVersions.find((m) => m.id === f.id));
    assert.equal((await meta())?.currentVersion, 2);
    // Metadata only: publish, and order, nothing else changes, no new version.
    assert.equal((await s.put('/api/v1/form', { id: f.id, draft: false, order: 9 }, w.org)).status, 200);
    const pub = (await s.get<{ formVersions: Meta[] }>('/api/v1/form', w.org)).json.formVersions.find((m) => m.id === f.id);
    assert.equal(pub?.draft, false);
    assert.equal(pub?.order, 9);
    assert.equal(pub?.currentVersion, 2);
    assert.equal(pub?.description, 'Reordered');
    assert.equal((await s.put('/api/v1/form', { id: 999999, draft: true }, w.org)).status, 404);
    assert.equal((await s.put('/api/v1/form', { id: f.id, code: 'A' }, w.org)).status, 409);
    assert.equal((await s.put('/api/v1/form', { draft: true }, w.org)).status, 400);
  });

  test('a form or option with answers cannot be removed (409); without answers it can', async () => {
    const ans = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formC.q1, countyCode: 'B', pollingStationNumber: 1, options: [{ optionId: w.formC.q1no }] }] },
      w.obsA.token,
    );
    assert.equal(ans.status, 200);
    const del = await s.del(`/api/v1/form?formId=${w.formC.id}`, w.org);
    assert.equal(del.status, 409);
    assert.match((del.json as { detail: string }).detail, /answers/);
    const sections = (await s.get<Section[]>(`/api/v1/form/${w.formC.id}`, w.org)).json;
    const trimmed = {
      id: w.formC.id,
      formSections: [
        {
          ...sections[0]!,
          questions: [{ ...sections[0]!.questions[0]!, optionsToQuestions: sections[0]!.questions[0]!.optionsToQuestions.slice(0, 1) }],
        },
      ],
    };
    assert.equal((await s.put('/api/v1/form', trimmed, w.org)).status, 409);
    assert.equal((await s.get<Section[]>(`/api/v1/form/${w.formC.id}`, w.org)).json[0]?.questions.length, 2, 'rolled back');
    assert.equal((await s.del(`/api/v1/form?formId=${w.draft.id}`, w.org)).status, 200);
    assert.equal((await s.get(`/api/v1/form/${w.draft.id}`, w.org)).status, 404);
    assert.equal((await s.del('/api/v1/form?formId=999999', w.org)).status, 404);
    assert.equal((await s.del('/api/v1/form', w.org)).status, 400);
  });

  test('re-flagging an option updates statistics and urgent threads', async () => {
    const sections = (await s.get<Section[]>(`/api/v1/form/${w.formC.id}`, w.org)).json;
    const q = sections[0]!.questions[0]!;
    const body = {
      id: w.formC.id,
      formSections: [
        {
          ...sections[0]!,
          questions: [
            { ...q, optionsToQuestions: q.optionsToQuestions.map((o) => ({ ...o, flagged: false })) },
            sections[0]!.questions[1]!,
          ],
        },
      ],
    };
    assert.equal((await s.put('/api/v1/form', body, w.org)).status, 200);
    const urgent = await s.get<{ totalItems: number }>('/api/v1/answers?urgent=true', w.org);
    assert.equal(urgent.json.totalItems, 0);
  });
});
