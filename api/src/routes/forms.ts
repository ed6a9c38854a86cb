import { z } from 'zod';
import { principalOf, staffOf } from '../auth/principal.js';
import { fieldProblem, notFound } from '../http/problem.js';
import { problem } from '../openapi/wire.js';
import { formRepeats } from '../validation/form-repeats.js';
import { DeleteFormQuery, EditForm, FormList, FormListQuery, FormParams, FormSection, FormVersion, NewForm } from '../schemas/forms.js';
import { invalidateQuestions } from '../services/question-cache.js';
import { answeredFormIds, answeredOptionIds, markAnswered } from '../services/form-locks.js';
import {
  createForm,
  deleteForm,
  findForm,
  listForms,
  loadSections,
  setArchived,
  toFormMeta,
  updateForm,
  type FormMetaRow,
} from '../services/forms.js';
import type { SectionInput } from '../services/form-content.js';
import { apiArea } from './area.js';

type ParsedSection = z.output<typeof NewForm>['formSections'][number];

/** 400 naming every repeated id or code. */
function refuseRepeats(sections: SectionInput[]): void {
  const errors = formRepeats(sections);
  if (Object.keys(errors).length > 0) throw fieldProblem('The form repeats an id or a code.', errors);
}
function toInput(sections: ParsedSection[]): SectionInput[] {
  return sections.map((s) => ({
    id: s.id,
    code: s.code,
    description: s.description,
    questions: s.questions.map((q) => ({
      id: q.id,
      code: q.code,
      text: q.text,
      hint: q.hint,
      questionType: q.questionType,
      optionsToQuestions: q.optionsToQuestions.map((o) => ({
        // optionId is the id of an option within its question; `id` is the same value.
        id: o.optionId ?? o.id,
        text: o.text,
        isFreeText: o.isFreeText,
        flagged: o.isFlagged ?? o.flagged,
      })),
    })),
  }));
}

const NO_SUCH_FORM = problem('No such form (or a draft, for an observer).');
const CODE_TAKEN = problem('Another form has this code.');

export const formRoutes = apiArea('Forms', (app, ctx) => {
  const { db } = ctx;
  /** Staff see whether each form has answers (locks, and Delete or Archive in the list). */
  const withAnswered = async (rows: FormMetaRow[]) => {
    const answered = await answeredFormIds(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...toFormMeta(r), hasAnswers: answered.has(r.id) }));
  };

  // Cached question definitions are dropped before and after every form write.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET') invalidateQuestions(db);
  });
  app.addHook('preValidation', async (req) => {
    if (req.method !== 'GET') invalidateQuestions(db);
  });

  app.get(
    '/api/v1/form',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'listForms',
        summary: 'The published forms, the drafts, or the archived forms',
        description:
          'Observers get the published forms whatever they ask, without `hasAnswers`. Archived forms are listed only with `archived=true`.',
        querystring: FormListQuery,
        response: { 200: FormList },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const staff = p.kind !== 'observer';
      const kind = staff && req.query.archived === true ? 'archived' : staff && req.query.draft === true ? 'drafts' : 'published';
      const rows = await listForms(db, kind, req.query.diaspora !== false);
      return { formVersions: staff ? await withAnswered(rows) : rows.map(toFormMeta) };
    },
  );

  app.get(
    '/api/v1/form/:id',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'getForm',
        summary: "A form's sections, questions and options",
        description: 'Sections without questions are kept. Staff tokens get `hasAnswers` on every question and option.',
        params: FormParams,
        response: { 200: z.array(FormSection), 404: NO_SUCH_FORM },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const form = await findForm(db, req.params.id);
      if (!form || (p.kind === 'observer' && form.draft === 1)) throw notFound('No such form.');
      const sections = await loadSections(db, form.id, form.code);
      return p.kind === 'observer' ? sections : markAnswered(sections, await answeredOptionIds(db, form.id));
    },
  );

  app.post(
    '/api/v1/form',
    {
      config: { access: 'organizer' },
      schema: {
        operationId: 'createForm',
        summary: 'Creates a form',
        description: 'Every id in the body is treated as new. Answers the new id.',
        body: NewForm,
        response: { 200: z.number().int().describe("The new form's id."), 409: CODE_TAKEN },
      },
    },
    async (req) => {
      const body = req.body;
      const sections = toInput(body.formSections);
      refuseRepeats(sections);
      return createForm(db, staffOf(req), { ...body, sections });
    },
  );

  app.put(
    '/api/v1/form',
    {
      config: { access: 'organizer' },
      schema: {
        operationId: 'updateForm',
        summary: "Changes a form's metadata, or replaces its content",
        description:
          "Sections, questions and options are matched by id: ids that belong to the form keep their identity (answers keep pointing at them), others are created, missing ones are removed. `currentVersion` goes up by one when the content changes. Changing an option's flag updates the statistics and the urgent threads. Answers the form's id.",
        body: EditForm,
        response: {
          200: z.number().int().describe("The form's id."),
          404: NO_SUCH_FORM,
          409: problem(
            'Another form has this code; or the body would remove questions or options that have answers (nothing changes): `errors: { questions: [ids], options: [optionIds] }`, ascending; or the form is archived (restore it first).',
          ),
        },
      },
    },
    async (req) => {
      const body = req.body;
      const sections = body.formSections === undefined ? undefined : toInput(body.formSections);
      if (sections) refuseRepeats(sections);
      return updateForm(db, staffOf(req), {
        id: body.id,
        code: body.code,
        description: body.description,
        diaspora: body.diaspora,
        draft: body.draft,
        order: body.order,
        sections,
      });
    },
  );

  app.delete(
    '/api/v1/form',
    {
      config: { access: 'organizer' },
      schema: {
        operationId: 'deleteForm',
        summary: 'Deletes a form that has no answers',
        querystring: DeleteFormQuery,
        response: { 200: z.literal(true), 404: NO_SUCH_FORM, 409: problem('The form has answers: archive it instead.') },
      },
    },
    async (req) => {
      await deleteForm(db, staffOf(req), req.query.formId);
      return true as const;
    },
  );

  // Archive (issue 21): a form with answers cannot be deleted; an outdated one is archived instead.
  for (const [action, archive] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/api/v1/form/:id/${action}`,
      {
        config: { access: 'organizer' },
        schema: {
          operationId: archive ? 'archiveForm' : 'restoreForm',
          summary: archive ? 'Archives a form' : 'Restores an archived form as a draft',
          description: archive
            ? "The form becomes an archived draft: left out of both default lists, out of observers' reach (they cannot list, read or answer it); its answers, notes, statistics and exports are kept. Any form may be archived; archiving twice changes nothing more. No body. Answers the form's metadata."
            : "The form is a draft again, placed last (`order` = the highest + 1); publish it as any draft. Restoring a form that is not archived changes nothing. No body. Answers the form's metadata.",
          params: FormParams,
          response: { 200: FormVersion, 404: NO_SUCH_FORM },
        },
      },
      async (req) => {
        const [meta] = await withAnswered([await setArchived(db, staffOf(req), req.params.id, archive)]);
        return meta!;
      },
    );
  }
});
