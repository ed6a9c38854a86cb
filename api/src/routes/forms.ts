import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireAny, requireOrganizer } from '../auth/principal.js';
import { HttpProblem, conflict, notFound } from '../http/problem.js';
import { ciObject, parseWith } from '../validation/validate.js';
import { bool, id, int, longText, optionalText } from '../validation/fields.js';
import { isUniqueViolation } from '../db/errors.js';
import { invalidateQuestions, notifyFormsChanged } from '../services/question-cache.js';
import { answeredFormIds, answeredOptionIds, markAnswered, refuseRemovingAnswered } from '../services/form-locks.js';
import { formRepeats } from '../validation/form-repeats.js';
import {
  contentSignature,
  formHasAnswers,
  loadSections,
  saveContent,
  toFormMeta,
  type FormMetaRow,
  type SectionInput,
} from '../services/forms.js';

/** Ids from the client: absent, 0 or negative all mean "new". */
const optionalId = () => z.preprocess((v) => (v === null || v === '' || v === 0 || v === '0' ? undefined : v), int().optional());
const code = () => longText(20);

const OptionSchema = ciObject(
  {
    id: optionalId(),
    optionId: optionalId(),
    text: longText(1000),
    isFreeText: bool().default(false),
    flagged: bool().default(false),
    isFlagged: bool().optional(),
  },
  { idOption: 'optionId' },
);
const QuestionSchema = ciObject({
  id: optionalId(),
  code: code(),
  text: longText(1000),
  hint: optionalText(1000),
  questionType: int().pipe(z.number().min(0, 'Must be 0, 1, 2 or 3.').max(3, 'Must be 0, 1, 2 or 3.')),
  optionsToQuestions: z
    .array(OptionSchema, { error: 'Must be a list.' })
    .min(1, 'A question needs at least one option.')
    .max(100, 'At most 100 options.'),
});
const SectionSchema = ciObject({
  id: optionalId(),
  code: code(),
  description: longText(200, 0).default(''),
  questions: z.array(QuestionSchema, { error: 'Must be a list.' }).max(500, 'At most 500 questions.').default([]),
});

const formFields = {
  code: code(),
  description: longText(200),
  diaspora: bool().default(false),
  draft: bool().default(true),
  currentVersion: int().pipe(z.number().min(1, 'Must be 1 or more.')).default(1),
  order: int().optional(),
  formSections: z.array(SectionSchema, { error: 'Must be a list.' }).max(100, 'At most 100 sections.'),
};
const NewForm = z.object(formFields);
const EditForm = z.object({
  id: id(),
  code: code().optional(),
  description: longText(200).optional(),
  diaspora: bool().optional(),
  draft: bool().optional(),
  currentVersion: z.unknown().optional(),
  order: int().optional(),
  formSections: z.array(SectionSchema, { error: 'Must be a list.' }).max(100, 'At most 100 sections.').optional(),
});
const FORM_ALIASES = { orderNumber: 'order' };

type ParsedSection = z.infer<typeof SectionSchema>;

/** 400 naming every repeated id or code (contract "Forms"). */
function refuseRepeats(sections: SectionInput[]): void {
  const errors = formRepeats(sections);
  if (Object.keys(errors).length > 0) throw new HttpProblem(400, 'The form repeats an id or a code.', errors);
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
        // optionId is the contract's id of an option within its question; `id` is the same value.
        id: o.optionId ?? o.id,
        text: o.text,
        isFreeText: o.isFreeText,
        flagged: o.isFlagged ?? o.flagged,
      })),
    })),
  }));
}

export function formRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // Cached question definitions are dropped before and after every form write.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.routeOptions.url?.toLowerCase().startsWith('/api/v1/form')) invalidateQuestions();
  });

  app.get('/api/v1/form', async (req) => {
    const p = await requireAny(ctx, req);
    const qy = parseWith(z.object({ draft: bool().optional(), diaspora: bool().optional() }), req.query);
    // Observers see only published forms, whatever they ask.
    const draft = p.kind === 'observer' ? false : (qy.draft ?? false);
    const rows = await db.all<FormMetaRow>(
      `SELECT id, code, description, current_version, diaspora, draft, sort_order FROM forms WHERE draft = ?${qy.diaspora === false ? ' AND diaspora = 0' : ''} ORDER BY sort_order, id`,
      [draft],
    );
    if (p.kind === 'observer') return { formVersions: rows.map(toFormMeta) };
    const answered = await answeredFormIds(
      db,
      rows.map((r) => r.id),
    );
    return { formVersions: rows.map((r) => ({ ...toFormMeta(r), hasAnswers: answered.has(r.id) })) };
  });

  app.get('/api/v1/form/:id', async (req) => {
    const p = await requireAny(ctx, req);
    const { id: formId } = parseWith(z.object({ id: id() }), req.params);
    const form = await db.get<FormMetaRow>(
      'SELECT id, code, description, current_version, diaspora, draft, sort_order FROM forms WHERE id = ?',
      [formId],
    );
    if (!form || (p.kind === 'observer' && form.draft === 1)) throw notFound('No such form.');
    const sections = await loadSections(db, form.id, form.code);
    return p.kind === 'observer' ? sections : markAnswered(sections, await answeredOptionIds(db, form.id));
  });

  app.post('/api/v1/form', async (req) => {
    await requireOrganizer(ctx, req);
    invalidateQuestions();
    const body = parseWith(NewForm, req.body, FORM_ALIASES);
    refuseRepeats(toInput(body.formSections));
    try {
      return await db.tx(async (q) => {
        if (await q.get('SELECT id FROM forms WHERE code = ?', [body.code])) throw conflict('A form with this code already exists.');
        const order = body.order ?? ((await q.get<{ m: number | null }>('SELECT MAX(sort_order) AS m FROM forms'))?.m ?? 0) + 1;
        const formId = await q.insert(
          'INSERT INTO forms (code, description, current_version, diaspora, draft, sort_order) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
          [body.code, body.description, body.currentVersion, body.diaspora, body.draft, order],
        );
        // A new form has no existing children: every id in the body is treated as new.
        await saveContent(
          q,
          formId,
          toInput(body.formSections).map((s) => ({
            ...s,
            id: undefined,
            questions: s.questions.map((qq) => ({
              ...qq,
              id: undefined,
              optionsToQuestions: qq.optionsToQuestions.map((o) => ({ ...o, id: undefined })),
            })),
          })),
        );
        await notifyFormsChanged(q, db.dialect);
        return formId;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('A form with this code already exists.');
      throw err;
    }
  });

  app.put('/api/v1/form', async (req) => {
    await requireOrganizer(ctx, req);
    invalidateQuestions();
    const body = parseWith(EditForm, req.body, FORM_ALIASES);
    const content = body.formSections === undefined ? undefined : toInput(body.formSections);
    if (content) refuseRepeats(content);
    try {
      return await db.tx(async (q) => {
        const form = await q.get<FormMetaRow>(
          'SELECT id, code, description, current_version, diaspora, draft, sort_order FROM forms WHERE id = ?',
          [body.id],
        );
        if (!form) throw notFound('No such form.');
        if (
          body.code !== undefined &&
          body.code !== form.code &&
          (await q.get('SELECT id FROM forms WHERE code = ? AND id <> ?', [body.code, form.id]))
        ) {
          throw conflict('A form with this code already exists.');
        }
        let version = form.current_version;
        if (content !== undefined) {
          await refuseRemovingAnswered(q, form.id, content);
          const before = contentSignature(await loadSections(q, form.id, form.code));
          await saveContent(q, form.id, content);
          const after = contentSignature(await loadSections(q, form.id, form.code));
          if (before !== after) version += 1;
        }
        await q.run(
          'UPDATE forms SET code = ?, description = ?, diaspora = ?, draft = ?, sort_order = ?, current_version = ? WHERE id = ?',
          [
            body.code ?? form.code,
            body.description ?? form.description,
            body.diaspora ?? form.diaspora === 1,
            body.draft ?? form.draft === 1,
            body.order ?? form.sort_order,
            version,
            form.id,
          ],
        );
        await notifyFormsChanged(q, db.dialect);
        return form.id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('A form with this code already exists.');
      throw err;
    }
  });

  app.delete('/api/v1/form', async (req) => {
    await requireOrganizer(ctx, req);
    invalidateQuestions();
    const { formId } = parseWith(z.object({ formId: id() }), req.query, { id: 'formId' });
    await db.tx(async (q) => {
      const form = await q.get<{ id: number }>('SELECT id FROM forms WHERE id = ?', [formId]);
      if (!form) throw notFound('No such form.');
      if (await formHasAnswers(q, formId)) throw new HttpProblem(409, 'This form has answers and cannot be deleted. Unpublish it instead.');
      await q.run('UPDATE notes SET question_id = NULL, form_id = NULL WHERE form_id = ?', [formId]);
      await q.run('DELETE FROM question_options WHERE question_id IN (SELECT id FROM questions WHERE form_id = ?)', [formId]);
      await q.run('DELETE FROM questions WHERE form_id = ?', [formId]);
      await q.run('DELETE FROM form_sections WHERE form_id = ?', [formId]);
      await q.run('DELETE FROM forms WHERE id = ?', [formId]);
      await notifyFormsChanged(q, db.dialect);
    });
    return true;
  });
}
