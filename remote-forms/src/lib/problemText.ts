import type { TFunction } from 'i18next';
import type { FormProblem } from './validateForm';

/** A problem in words: `field` beside the field, `summary` in the error summary (with where it is). */
export function problemText(t: TFunction, problem: FormProblem): { field: string; summary: string } {
  const name = t(`validation.fields.${problem.field}`);
  const field =
    problem.kind === 'required'
      ? t('validation.required', { field: name })
      : problem.kind === 'tooLong'
        ? t('validation.tooLong', { field: name, count: problem.max ?? 0 })
        : t(`validation.${problem.kind}.${problem.field}`);
  const where =
    problem.option !== undefined
      ? t('validation.where.option', { section: problem.section, question: problem.question, option: problem.option })
      : problem.question !== undefined
        ? t('validation.where.question', { section: problem.section, question: problem.question })
        : problem.section !== undefined
          ? t('validation.where.section', { section: problem.section })
          : '';
  return { field, summary: where ? `${where} ${field}` : field };
}
