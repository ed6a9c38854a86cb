import { QuestionType } from '@observatory/shared/model';
import type { FormMeta } from '@observatory/shared/model';
import type { FormUpload, LoadedSection, UploadQuestion } from '../api/types';
import { FORM_DEFAULT_VERSION } from './formLimits';

/**
 * The form being edited. Every item has a `key` that stays the same while it is moved, so inputs,
 * errors and focus follow the item, not its position. Saved items keep their API id (`id`,
 * `optionId`): the API matches by id, so answers keep pointing at them.
 */
export interface EditorOption {
  readonly key: string;
  readonly optionId?: number;
  readonly text: string;
  readonly isFreeText: boolean;
  readonly flagged: boolean;
  /** Observers chose it: it cannot be removed. */
  readonly locked: boolean;
}

export interface EditorQuestion {
  readonly key: string;
  readonly id?: number;
  readonly code: string;
  readonly text: string;
  readonly questionType: QuestionType;
  readonly hint: string | null;
  /** Observers answered it: it cannot be removed. */
  readonly locked: boolean;
  readonly options: readonly EditorOption[];
}

export interface EditorSection {
  readonly key: string;
  readonly id?: number;
  readonly code: string;
  readonly description: string;
  readonly questions: readonly EditorQuestion[];
}

export interface EditorForm {
  readonly id?: number;
  readonly code: string;
  /** The title (the wire's `description`). */
  readonly description: string;
  readonly diaspora: boolean;
  readonly draft: boolean;
  readonly currentVersion: number;
  readonly sections: readonly EditorSection[];
  /** An archived form (api/README.md "Archived forms"): shown, never changed, until it is restored. */
  readonly archived?: boolean;
}

let created = 0;
/** A key no other item of this page has, and no draft kept from an earlier page either. */
function newKey(): string {
  created += 1;
  return `n${created.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function newOption(text = ''): EditorOption {
  return { key: newKey(), text, isFreeText: false, flagged: false, locked: false };
}

export function newQuestion(): EditorQuestion {
  return { key: newKey(), code: '', text: '', questionType: QuestionType.SINGLE, hint: null, locked: false, options: [] };
}

export function newSection(): EditorSection {
  return { key: newKey(), code: '', description: '', questions: [] };
}

/** A new form: a draft at version 1, with nothing in it yet. */
export function emptyForm(): EditorForm {
  return { code: '', description: '', diaspora: false, draft: true, currentVersion: FORM_DEFAULT_VERSION, sections: [] };
}

/** The editor's form from the list's metadata and the form's sections (spec: metadata is merged in on full load). */
export function fromWire(meta: FormMeta & { readonly archived?: boolean }, sections: readonly LoadedSection[]): EditorForm {
  return {
    ...(meta.archived ? { archived: true } : {}),
    id: meta.id,
    code: meta.code,
    description: meta.description,
    diaspora: meta.diaspora,
    draft: meta.draft,
    currentVersion: meta.currentVersion || FORM_DEFAULT_VERSION,
    sections: sections.map((section) => ({
      key: `s${section.id}`,
      id: section.id,
      code: section.code,
      description: section.description ?? '',
      questions: section.questions.map((question) => ({
        key: `q${question.id}`,
        id: question.id,
        code: question.code,
        text: question.text,
        questionType: question.questionType,
        hint: question.hint ?? null,
        locked: question.hasAnswers === true,
        options: question.optionsToQuestions.map((option) => ({
          key: `o${option.optionId}`,
          optionId: option.optionId,
          text: option.text,
          isFreeText: option.isFreeText,
          flagged: option.flagged,
          locked: option.hasAnswers === true,
        })),
      })),
    })),
  };
}

const clean = (text: string) => text.trim();

function uploadQuestion(question: EditorQuestion): UploadQuestion {
  return {
    ...(question.id === undefined ? {} : { id: question.id }),
    code: clean(question.code),
    text: clean(question.text),
    ...(question.hint ? { hint: question.hint } : {}),
    questionType: question.questionType,
    optionsToQuestions: question.options.map((option) => ({
      ...(option.optionId === undefined ? {} : { optionId: option.optionId }),
      text: clean(option.text),
      isFreeText: option.isFreeText,
      flagged: option.flagged,
    })),
  };
}

/**
 * The upload body (spec section 3): the form, `draft`, and `currentVersion` (1 when missing). The
 * arrays go in the order on screen: that is the order the API stores. Texts are trimmed; a title
 * typed on several lines becomes one line.
 */
export function toUpload(form: EditorForm, draft: boolean): FormUpload {
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    code: clean(form.code),
    description: clean(form.description.replace(/\s*\n\s*/g, ' ')),
    diaspora: form.diaspora,
    draft,
    currentVersion: form.currentVersion || FORM_DEFAULT_VERSION,
    formSections: form.sections.map((section) => ({
      ...(section.id === undefined ? {} : { id: section.id }),
      code: clean(section.code),
      description: clean(section.description),
      questions: section.questions.map(uploadQuestion),
    })),
  };
}

/** How many questions the form holds, across its sections. */
export function countQuestions(form: EditorForm): number {
  return form.sections.reduce((sum, section) => sum + section.questions.length, 0);
}

/** True when a section holds a question with answers: deleting it would be refused. */
export function sectionHasLocks(section: EditorSection): boolean {
  return section.questions.some((question) => question.locked || question.options.some((option) => option.locked));
}

/**
 * `form` with the answer locks of `baseline` (the form as just loaded): a draft kept from before
 * the session ended may be older than the answers observers sent since.
 */
export function withLocks(form: EditorForm, baseline: EditorForm): EditorForm {
  const questions = new Set<number>();
  const options = new Set<number>();
  for (const section of baseline.sections) {
    for (const question of section.questions) {
      if (question.locked && question.id !== undefined) questions.add(question.id);
      for (const option of question.options) if (option.locked && option.optionId !== undefined) options.add(option.optionId);
    }
  }
  return {
    ...form,
    sections: form.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({
        ...question,
        locked: question.id !== undefined && questions.has(question.id),
        options: question.options.map((option) => ({ ...option, locked: option.optionId !== undefined && options.has(option.optionId) })),
      })),
    })),
  };
}

/** True when `value` has the shape of an EditorForm (a kept draft is read back from storage). */
export function isEditorForm(value: unknown): value is EditorForm {
  if (!value || typeof value !== 'object') return false;
  const form = value as { code?: unknown; description?: unknown; sections?: unknown };
  const hasKey = (item: unknown): item is { key: string } => typeof (item as { key?: unknown } | null)?.key === 'string';
  const listOf = (item: unknown, field: string): unknown[] | null => {
    const list = (item as Record<string, unknown>)[field];
    return Array.isArray(list) ? list : null;
  };
  return (
    typeof form.code === 'string' &&
    typeof form.description === 'string' &&
    Array.isArray(form.sections) &&
    form.sections.every(
      (section: unknown) =>
        hasKey(section) &&
        (listOf(section, 'questions') ?? [null]).every((question) => hasKey(question) && listOf(question, 'options') !== null),
    )
  );
}
