import type { FormMeta } from '@observatory/shared/model';
import type { CompletedAnswerGroup } from '../api/types';

/** One tab of the details: a form, and what the thread holds in it. */
export interface FormTab {
  readonly id: number;
  readonly code: string;
  /** The published form's name; null for a form known only from the answers (no longer published). */
  readonly description: string | null;
  readonly published: boolean;
  /** Questions of this form the observer answered. */
  readonly answered: number;
  /** Of those, the ones with a flagged answer. */
  readonly flagged: number;
}

/**
 * The details' tabs: every published form in its order, then every form the thread has answers in
 * that is not published (any more), in the order its answers come. Without those, an answer to an
 * unpublished form (a thread "Urgent" because of it) would be nowhere on screen. Counts come from
 * the answers themselves (filledIn), so each tab can say what it holds before it is opened.
 */
export function formTabs(published: readonly FormMeta[], answers: readonly CompletedAnswerGroup[]): FormTab[] {
  const counts = new Map<number, { code: string; answered: number; flagged: number }>();
  for (const group of answers) {
    const count = counts.get(group.formId) ?? { code: group.formCode, answered: 0, flagged: 0 };
    count.answered += 1;
    if (group.answers.some((answer) => answer.flagged)) count.flagged += 1;
    counts.set(group.formId, count);
  }
  const tabs: FormTab[] = published.map((form) => ({
    id: form.id,
    code: form.code,
    description: form.description,
    published: true,
    answered: counts.get(form.id)?.answered ?? 0,
    flagged: counts.get(form.id)?.flagged ?? 0,
  }));
  const publishedIds = new Set(published.map((form) => form.id));
  for (const [id, count] of counts) {
    if (!publishedIds.has(id)) tabs.push({ id, description: null, published: false, ...count });
  }
  return tabs;
}
