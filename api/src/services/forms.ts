import type { Db, Dialect, Queryable } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpProblem } from '../http/problem.js';
import { bool } from '../util.js';
import { recomputeCounts } from './counts.js';
import { refreshLeftUrgentOfAll } from './attention-state.js';
import { refuseRemovingAnswered } from './form-locks.js';
import { notifyFormsChanged } from './question-cache.js';
import type { OptionDto, QuestionDto, SectionDto, SectionInput } from './form-content.js';
import { recordAudit, type AuditActor } from './audit.js';
import { formChangeEvent } from './form-audit.js';

export interface FormMetaRow {
  id: number;
  code: string;
  description: string;
  current_version: number;
  diaspora: number;
  draft: number;
  sort_order: number;
  archived: number;
}

export function toFormMeta(r: FormMetaRow) {
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    currentVersion: r.current_version,
    ver: r.current_version,
    diaspora: bool(r.diaspora),
    draft: bool(r.draft),
    order: r.sort_order,
    archived: bool(r.archived),
  };
}

export async function loadSections(q: Queryable, formId: number, formCode: string): Promise<SectionDto[]> {
  const sections = await q.all<{ id: number; code: string; description: string; order_number: number }>(
    'SELECT id, code, description, order_number FROM form_sections WHERE form_id = ? ORDER BY order_number, id',
    [formId],
  );
  const questions = await q.all<{
    id: number;
    section_id: number;
    code: string;
    text: string;
    hint: string | null;
    question_type: number;
    order_number: number;
  }>('SELECT id, section_id, code, text, hint, question_type, order_number FROM questions WHERE form_id = ? ORDER BY order_number, id', [
    formId,
  ]);
  const options = await q.all<{
    id: number;
    question_id: number;
    text: string;
    is_free_text: number;
    flagged: number;
    order_number: number;
  }>(
    `SELECT o.id, o.question_id, o.text, o.is_free_text, o.flagged, o.order_number
       FROM question_options o JOIN questions q ON q.id = o.question_id
      WHERE q.form_id = ? ORDER BY o.order_number, o.id`,
    [formId],
  );
  const optsByQ = new Map<number, OptionDto[]>();
  for (const o of options) {
    const list = optsByQ.get(o.question_id) ?? [];
    list.push({
      id: o.id,
      optionId: o.id,
      text: o.text,
      isFreeText: bool(o.is_free_text),
      flagged: bool(o.flagged),
      orderNumber: o.order_number,
    });
    optsByQ.set(o.question_id, list);
  }
  const qsBySection = new Map<number, QuestionDto[]>();
  for (const qu of questions) {
    const list = qsBySection.get(qu.section_id) ?? [];
    list.push({
      id: qu.id,
      formCode,
      code: qu.code,
      idSection: qu.section_id,
      text: qu.text,
      hint: qu.hint,
      questionType: qu.question_type,
      orderNumber: qu.order_number,
      optionsToQuestions: optsByQ.get(qu.id) ?? [],
    });
    qsBySection.set(qu.section_id, list);
  }
  return sections.map((s) => ({
    id: s.id,
    uniqueId: `${formCode}${s.code}-${s.id}`,
    code: s.code,
    description: s.description,
    orderNumber: s.order_number,
    questions: qsBySection.get(s.id) ?? [],
  }));
}

/** The content that makes a new version when it changes (ids and order included). */
function contentSignature(sections: SectionDto[]): string {
  return JSON.stringify(
    sections.map((s) => [
      s.id,
      s.code,
      s.description,
      s.questions.map((q) => [
        q.id,
        q.code,
        q.text,
        q.hint ?? null,
        q.questionType,
        q.optionsToQuestions.map((o) => [o.id, o.text, o.isFreeText, o.flagged]),
      ]),
    ]),
  );
}

/**
 * Replaces a form's sections, questions and options with `sections`, in the order given.
 * Items whose id already belongs to this form are updated in place (answers keep pointing
 * at them); others are created; missing ones are deleted unless answers refer to them.
 */
export async function saveContent(q: Queryable, dialect: Dialect, formId: number, sections: SectionInput[]): Promise<void> {
  const existingSections = new Set(
    (await q.all<{ id: number }>('SELECT id FROM form_sections WHERE form_id = ?', [formId])).map((r) => r.id),
  );
  const existingQuestions = new Set((await q.all<{ id: number }>('SELECT id FROM questions WHERE form_id = ?', [formId])).map((r) => r.id));
  const optionRows = await q.all<{ id: number; question_id: number; flagged: number }>(
    'SELECT o.id, o.question_id, o.flagged FROM question_options o JOIN questions q ON q.id = o.question_id WHERE q.form_id = ?',
    [formId],
  );
  const existingOptions = new Map<number, number>(optionRows.map((r) => [r.id, r.question_id]));
  const oldFlag = new Map<number, boolean>(optionRows.map((r) => [r.id, r.flagged === 1]));
  const reflagged: number[] = [];
  const keptSections = new Set<number>();
  const keptQuestions = new Set<number>();
  const keptOptions = new Set<number>();

  for (const [si, s] of sections.entries()) {
    let sectionId: number;
    if (s.id !== undefined && existingSections.has(s.id) && !keptSections.has(s.id)) {
      sectionId = s.id;
      await q.run('UPDATE form_sections SET code = ?, description = ?, order_number = ? WHERE id = ?', [
        s.code,
        s.description,
        si + 1,
        sectionId,
      ]);
    } else {
      sectionId = await q.insert('INSERT INTO form_sections (form_id, code, description, order_number) VALUES (?, ?, ?, ?) RETURNING id', [
        formId,
        s.code,
        s.description,
        si + 1,
      ]);
    }
    keptSections.add(sectionId);
    for (const [qi, qu] of s.questions.entries()) {
      let questionId: number;
      if (qu.id !== undefined && existingQuestions.has(qu.id) && !keptQuestions.has(qu.id)) {
        questionId = qu.id;
        await q.run('UPDATE questions SET section_id = ?, code = ?, text = ?, hint = ?, question_type = ?, order_number = ? WHERE id = ?', [
          sectionId,
          qu.code,
          qu.text,
          qu.hint ?? null,
          qu.questionType,
          qi + 1,
          questionId,
        ]);
      } else {
        questionId = await q.insert(
          'INSERT INTO questions (form_id, section_id, code, text, hint, question_type, order_number) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
          [formId, sectionId, qu.code, qu.text, qu.hint ?? null, qu.questionType, qi + 1],
        );
      }
      keptQuestions.add(questionId);
      for (const [oi, o] of qu.optionsToQuestions.entries()) {
        if (o.id !== undefined && existingOptions.get(o.id) === questionId && !keptOptions.has(o.id)) {
          await q.run('UPDATE question_options SET text = ?, is_free_text = ?, flagged = ?, order_number = ? WHERE id = ?', [
            o.text,
            o.isFreeText,
            o.flagged,
            oi + 1,
            o.id,
          ]);
          keptOptions.add(o.id);
          if (oldFlag.get(o.id) !== o.flagged) reflagged.push(o.id);
        } else {
          const optionId = await q.insert(
            'INSERT INTO question_options (question_id, text, is_free_text, flagged, order_number) VALUES (?, ?, ?, ?, ?) RETURNING id',
            [questionId, o.text, o.isFreeText, o.flagged, oi + 1],
          );
          keptOptions.add(optionId);
        }
      }
    }
  }

  const dropOptions = [...existingOptions.keys()].filter((id) => !keptOptions.has(id));
  for (const id of dropOptions) {
    if (await q.get('SELECT 1 AS x FROM answers WHERE option_id = ? LIMIT 1', [id])) {
      throw new HttpProblem(409, 'An option or question that already has answers cannot be removed.');
    }
    await q.run('DELETE FROM question_options WHERE id = ?', [id]);
  }
  for (const id of [...existingQuestions].filter((id) => !keptQuestions.has(id))) {
    await q.run('UPDATE notes SET question_id = NULL WHERE question_id = ?', [id]);
    await q.run('DELETE FROM questions WHERE id = ?', [id]);
  }
  for (const id of [...existingSections].filter((id) => !keptSections.has(id))) {
    await q.run('DELETE FROM form_sections WHERE id = ?', [id]);
  }
  // Flags copied into answers (and the thread summaries) follow the option's new flag.
  for (const optionId of reflagged) {
    const flagged = (await q.get<{ flagged: number }>('SELECT flagged FROM question_options WHERE id = ?', [optionId]))?.flagged ?? 0;
    await q.run('UPDATE answers SET flagged = ? WHERE option_id = ?', [flagged, optionId]);
    await q.run(
      `UPDATE answer_threads SET
         flagged_count = (SELECT COUNT(*) FROM answers a WHERE a.observer_id = answer_threads.observer_id AND a.polling_station_id = answer_threads.polling_station_id AND a.flagged = 1),
         urgent = CASE WHEN (SELECT COUNT(*) FROM answers a WHERE a.observer_id = answer_threads.observer_id AND a.polling_station_id = answer_threads.polling_station_id AND a.flagged = 1) > 0 THEN 1 ELSE 0 END
       WHERE (observer_id, polling_station_id) IN (SELECT observer_id, polling_station_id FROM answers WHERE option_id = ?)`,
      [optionId],
    );
  }
  if (reflagged.length > 0) {
    await recomputeCounts(q, dialect);
    await refreshLeftUrgentOfAll(q);
  }
}

async function formHasAnswers(q: Queryable, formId: number): Promise<boolean> {
  const row = await q.get(
    `SELECT 1 AS x FROM question_options o JOIN questions q ON q.id = o.question_id
      WHERE q.form_id = ? AND EXISTS (SELECT 1 FROM answers a WHERE a.option_id = o.id) LIMIT 1`,
    [formId],
  );
  return row !== undefined;
}

const FORM_META = 'SELECT id, code, description, current_version, diaspora, draft, sort_order, archived FROM forms';
const CODE_TAKEN = 'A form with this code already exists.';
const ARCHIVED = 'This form is archived. Restore it to a draft before changing it.';

/** Which forms a list holds: the published ones, the drafts (neither archived), or the archived ones. */
export type FormListKind = 'published' | 'drafts' | 'archived';

/** One list of forms, in order; optionally without the diaspora ones. */
export async function listForms(q: Queryable, kind: FormListKind, withDiaspora: boolean): Promise<FormMetaRow[]> {
  const where = kind === 'archived' ? 'archived = 1' : `draft = ${kind === 'drafts' ? 1 : 0} AND archived = 0`;
  return q.all<FormMetaRow>(`${FORM_META} WHERE ${where}${withDiaspora ? '' : ' AND diaspora = 0'} ORDER BY sort_order, id`);
}

export async function findForm(q: Queryable, formId: number): Promise<FormMetaRow | undefined> {
  return q.get<FormMetaRow>(`${FORM_META} WHERE id = ?`, [formId]);
}

export interface NewFormInput {
  code: string;
  description: string;
  currentVersion: number;
  diaspora: boolean;
  draft: boolean;
  order?: number | undefined;
  sections: SectionInput[];
}

/** Creates a form (every id in its content is new); a taken code is a 409. */
export async function createForm(db: Db, actor: AuditActor, f: NewFormInput): Promise<number> {
  try {
    return await db.tx(async (q) => {
      if (await q.get('SELECT id FROM forms WHERE code = ?', [f.code])) throw new HttpProblem(409, CODE_TAKEN);
      const order = f.order ?? ((await q.get<{ m: number | null }>('SELECT MAX(sort_order) AS m FROM forms'))?.m ?? 0) + 1;
      const formId = await q.insert(
        'INSERT INTO forms (code, description, current_version, diaspora, draft, sort_order) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
        [f.code, f.description, f.currentVersion, f.diaspora, f.draft, order],
      );
      await saveContent(
        q,
        db.dialect,
        formId,
        f.sections.map((s) => ({
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
      await recordAudit(q, actor, {
        action: 'form.create',
        entityType: 'form',
        entityId: formId,
        summary: `${f.code}: ${JSON.stringify(f.description.slice(0, 80))}${f.draft ? ' (draft)' : ' (published)'}`,
        label: f.code,
      });
      return formId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpProblem(409, CODE_TAKEN);
    throw err;
  }
}

export interface FormChange {
  id: number;
  code?: string | undefined;
  description?: string | undefined;
  diaspora?: boolean | undefined;
  draft?: boolean | undefined;
  order?: number | undefined;
  /** The whole content, replacing the form's (undefined: the content stays). */
  sections?: SectionInput[] | undefined;
}

/**
 * Changes what is given of a form (404 when unknown). New content replaces the old, matched by
 * id; removing answered items is a 409; the version goes up when the content changed.
 */
export async function updateForm(db: Db, actor: AuditActor, c: FormChange): Promise<number> {
  try {
    return await db.tx(async (q) => {
      const form = await findForm(q, c.id);
      if (!form) throw new HttpProblem(404, 'No such form.');
      if (form.archived === 1) throw new HttpProblem(409, ARCHIVED);
      if (
        c.code !== undefined &&
        c.code !== form.code &&
        (await q.get('SELECT id FROM forms WHERE code = ? AND id <> ?', [c.code, form.id]))
      ) {
        throw new HttpProblem(409, CODE_TAKEN);
      }
      let version = form.current_version;
      let contentChanged = false;
      if (c.sections !== undefined) {
        await refuseRemovingAnswered(q, form.id, c.sections);
        const before = contentSignature(await loadSections(q, form.id, form.code));
        await saveContent(q, db.dialect, form.id, c.sections);
        const after = contentSignature(await loadSections(q, form.id, form.code));
        contentChanged = before !== after;
        if (contentChanged) version += 1;
      }
      await q.run('UPDATE forms SET code = ?, description = ?, diaspora = ?, draft = ?, sort_order = ?, current_version = ? WHERE id = ?', [
        c.code ?? form.code,
        c.description ?? form.description,
        c.diaspora ?? form.diaspora === 1,
        c.draft ?? form.draft === 1,
        c.order ?? form.sort_order,
        version,
        form.id,
      ]);
      await notifyFormsChanged(q, db.dialect);
      await recordAudit(q, actor, {
        ...formChangeEvent(form, c, contentChanged ? version : undefined),
        entityType: 'form',
        entityId: form.id,
        label: c.code ?? form.code,
      });
      return form.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpProblem(409, CODE_TAKEN);
    throw err;
  }
}

/** Deletes a form without answers (404 when unknown, 409 when it has answers); notes about it keep their text. */
export async function deleteForm(db: Db, actor: AuditActor, formId: number): Promise<void> {
  await db.tx(async (q) => {
    const form = await q.get<{ id: number; code: string }>('SELECT id, code FROM forms WHERE id = ?', [formId]);
    if (!form) throw new HttpProblem(404, 'No such form.');
    if (await formHasAnswers(q, formId)) throw new HttpProblem(409, 'This form has answers and cannot be deleted. Archive it instead.');
    await q.run('UPDATE notes SET question_id = NULL, form_id = NULL WHERE form_id = ?', [formId]);
    await q.run('DELETE FROM question_options WHERE question_id IN (SELECT id FROM questions WHERE form_id = ?)', [formId]);
    await q.run('DELETE FROM questions WHERE form_id = ?', [formId]);
    await q.run('DELETE FROM form_sections WHERE form_id = ?', [formId]);
    await q.run('DELETE FROM forms WHERE id = ?', [formId]);
    await notifyFormsChanged(q, db.dialect);
    await recordAudit(q, actor, { action: 'form.delete', entityType: 'form', entityId: formId, summary: form.code, label: form.code });
  });
}

/**
 * Archives a form (an archived draft: out of both lists and of observers' reach, its answers kept)
 * or restores it as the last draft; doing either twice changes nothing more. 404 when unknown.
 */
export async function setArchived(db: Db, actor: AuditActor, formId: number, archive: boolean): Promise<FormMetaRow> {
  return db.tx(async (q) => {
    const form = await findForm(q, formId);
    if (!form) throw new HttpProblem(404, 'No such form.');
    if (archive && form.archived === 0) await q.run('UPDATE forms SET archived = 1, draft = 1 WHERE id = ?', [formId]);
    if (!archive && form.archived === 1) {
      const last = (await q.get<{ m: number | null }>('SELECT MAX(sort_order) AS m FROM forms'))?.m ?? 0;
      await q.run('UPDATE forms SET archived = 0, draft = 1, sort_order = ? WHERE id = ?', [last + 1, formId]);
    }
    // Doing either twice changes nothing more, so it records nothing more.
    if (archive !== (form.archived === 1)) {
      await recordAudit(q, actor, {
        action: archive ? 'form.archive' : 'form.restore',
        entityType: 'form',
        entityId: formId,
        summary: form.code,
        label: form.code,
      });
    }
    await notifyFormsChanged(q, db.dialect);
    return (await findForm(q, formId))!;
  });
}
