import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeForm, makeWorld, startServer, type TestServer, type World } from './helpers.js';

interface Option {
  optionId: number;
  text: string;
  isFreeText: boolean;
  flagged: boolean;
  hasAnswers?: boolean;
}
interface Question {
  id: number;
  code: string;
  text: string;
  questionType: number;
  hasAnswers?: boolean;
  optionsToQuestions: Option[];
}
interface Section {
  id: number;
  code: string;
  description: string;
  questions: Question[];
}
interface Meta {
  id: number;
  code: string;
  currentVersion: number;
  hasAnswers?: boolean;
}
interface Problem {
  detail?: string;
  errors?: Record<string, unknown>;
}

describe('forms: answered items are locked, repeated ids and codes refused', () => {
  let s: TestServer;
  let w: World;
  let form: { id: number; sections: Section[] };
  const load = async (id = form.id) => (await s.get<Section[]>(`/api/v1/form/${id}`, w.org)).json;
  const version = async () =>
    (await s.get<{ formVersions: Meta[] }>('/api/v1/form', w.org)).json.formVersions.find((f) => f.id === form.id)?.currentVersion;

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    form = (await makeForm(s, w.org, 'L', false)) as { id: number; sections: Section[] };
    const [q1, q2] = form.sections[0]!.questions;
    // Answered: q1's second option ("No"), q2's first ("Stamps") and third ("Other", free text).
    const r = await s.post(
      '/api/v1/answers',
      {
        answers: [
          { questionId: q1!.id, countyCode: 'B', pollingStationNumber: 1, options: [{ optionId: q1!.optionsToQuestions[1]!.optionId }] },
          {
            questionId: q2!.id,
            countyCode: 'B',
            pollingStationNumber: 1,
            options: [{ optionId: q2!.optionsToQuestions[0]!.optionId }, { optionId: q2!.optionsToQuestions[2]!.optionId, value: 'x' }],
          },
        ],
      },
      w.obsA.token,
    );
    assert.equal(r.status, 200, r.text);
  });
  after(() => s.close());

  test('GET /api/v1/form/{id} marks each question and option with hasAnswers (staff)', async () => {
    const sections = await s.get<Section[]>(`/api/v1/form/${form.id}`, w.admin);
    const [q1, q2] = sections.json[0]!.questions;
    assert.equal(q1?.hasAnswers, true);
    assert.deepEqual(
      q1?.optionsToQuestions.map((o) => o.hasAnswers),
      [false, true],
    );
    assert.equal(q2?.hasAnswers, true);
    assert.deepEqual(
      q2?.optionsToQuestions.map((o) => o.hasAnswers),
      [true, false, true],
    );
    const unanswered = (await load(w.formC.id))[0]!.questions;
    assert.ok(unanswered.every((q) => q.hasAnswers === false && q.optionsToQuestions.every((o) => o.hasAnswers === false)));
  });

  test('GET /api/v1/form marks each form version with hasAnswers (staff)', async () => {
    const pub = (await s.get<{ formVersions: Meta[] }>('/api/v1/form', w.admin)).json.formVersions;
    assert.deepEqual(
      pub.map((f) => [f.code, f.hasAnswers]),
      [
        ['A', false],
        ['C', false],
        ['L', true],
      ],
    );
    const drafts = (await s.get<{ formVersions: Meta[] }>('/api/v1/form?draft=true', w.admin)).json.formVersions;
    assert.deepEqual(
      drafts.map((f) => [f.code, f.hasAnswers]),
      [['X', false]],
    );
  });

  test('removing answered questions or options: 409 naming them, nothing changes', async () => {
    const before = await load();
    const v = await version();
    const [q1, q2] = before[0]!.questions;
    const body = {
      id: form.id,
      formSections: [{ ...before[0]!, questions: [{ ...q1!, optionsToQuestions: q1!.optionsToQuestions.slice(0, 1) }] }],
    };
    const r = await s.put<Problem>('/api/v1/form', body, w.org);
    assert.equal(r.status, 409);
    const answeredOptions = [q1!.optionsToQuestions[1]!.optionId, q2!.optionsToQuestions[0]!.optionId, q2!.optionsToQuestions[2]!.optionId];
    assert.deepEqual(r.json.errors, { questions: [q2!.id], options: answeredOptions.sort((a, b) => a - b) });
    assert.match(r.json.detail ?? '', new RegExp(`questions ${q2!.id}`));
    assert.deepEqual(await load(), before, 'rolled back');
    assert.equal(await version(), v);
  });

  test('moving an answered option to another question counts as removing it', async () => {
    const before = await load();
    const [q1, q2] = before[0]!.questions;
    const moved = q1!.optionsToQuestions[1]!;
    const body = {
      id: form.id,
      formSections: [
        {
          ...before[0]!,
          questions: [
            { ...q1!, optionsToQuestions: [q1!.optionsToQuestions[0]!] },
            { ...q2!, optionsToQuestions: [...q2!.optionsToQuestions, moved] },
          ],
        },
      ],
    };
    const r = await s.put<Problem>('/api/v1/form', body, w.org);
    assert.equal(r.status, 409);
    assert.deepEqual(r.json.errors, { questions: [], options: [moved.optionId] });
  });

  test('an unanswered option can still be removed', async () => {
    const before = await load();
    const [q1, q2] = before[0]!.questions;
    const body = {
      id: form.id,
      formSections: [
        { ...before[0]!, questions: [q1!, { ...q2!, optionsToQuestions: q2!.optionsToQuestions.filter((o) => o.hasAnswers) }] },
      ],
    };
    assert.equal((await s.put('/api/v1/form', body, w.org)).status, 200);
    assert.equal((await load())[0]!.questions[1]!.optionsToQuestions.length, 2);
  });

  test('PUT repeating a section, question or option id, or a section or question code: 400 naming each repeat', async () => {
    const before = await load();
    const section = before[0]!;
    const [q1, q2] = section.questions;
    const body = {
      id: form.id,
      formSections: [
        section,
        { ...section, code: 'l1', questions: [{ ...q1!, code: 'NEW-1' }] },
        {
          code: 'L3',
          description: '',
          questions: [
            {
              ...q2!,
              id: 0,
              code: q2!.code,
              optionsToQuestions: [{ ...q2!.optionsToQuestions[0]!, optionId: q1!.optionsToQuestions[0]!.optionId }],
            },
          ],
        },
      ],
    };
    const r = await s.put<Problem>('/api/v1/form', body, w.org);
    assert.equal(r.status, 400);
    assert.deepEqual(r.json.errors, {
      'formSections[1].id': [`Repeated section id ${section.id}.`],
      'formSections[1].code': ['Repeated section code "l1".'],
      'formSections[1].questions[0].id': [`Repeated question id ${q1!.id}.`],
      'formSections[1].questions[0].optionsToQuestions[0].optionId': [`Repeated option id ${q1!.optionsToQuestions[0]!.optionId}.`],
      'formSections[1].questions[0].optionsToQuestions[1].optionId': [`Repeated option id ${q1!.optionsToQuestions[1]!.optionId}.`],
      'formSections[2].questions[0].code': [`Repeated question code "${q2!.code}".`],
      'formSections[2].questions[0].optionsToQuestions[0].optionId': [`Repeated option id ${q1!.optionsToQuestions[0]!.optionId}.`],
    });
    assert.deepEqual(await load(), before, 'nothing saved');
  });

  test('POST repeating codes is refused the same way and creates nothing', async () => {
    const option = { text: 'Da', flagged: false };
    const r = await s.post<Problem>(
      '/api/v1/form',
      {
        code: 'R',
        description: 'Repeats',
        draft: true,
        formSections: [
          { code: 'R1', description: '', questions: [{ code: 'R1-1', text: 'x', questionType: 1, optionsToQuestions: [option] }] },
          { code: 'R1', description: '', questions: [{ code: 'r1-1', text: 'y', questionType: 1, optionsToQuestions: [option] }] },
        ],
      },
      w.org,
    );
    assert.equal(r.status, 400);
    assert.deepEqual(r.json.errors, {
      'formSections[1].code': ['Repeated section code "R1".'],
      'formSections[1].questions[0].code': ['Repeated question code "r1-1".'],
    });
    const drafts = (await s.get<{ formVersions: Meta[] }>('/api/v1/form?draft=true', w.org)).json.formVersions;
    assert.ok(!drafts.some((f) => f.code === 'R'));
  });

  test('observers get the plain shapes (no hasAnswers)', async () => {
    const list = await s.get<{ formVersions: Meta[] }>('/api/v1/form', w.obsA.token);
    assert.ok(list.json.formVersions.every((f) => !('hasAnswers' in f)));
    const sections = await s.get<Section[]>(`/api/v1/form/${form.id}`, w.obsA.token);
    assert.ok(!('hasAnswers' in sections.json[0]!.questions[0]!));
    assert.ok(!('hasAnswers' in sections.json[0]!.questions[0]!.optionsToQuestions[0]!));
  });
});
