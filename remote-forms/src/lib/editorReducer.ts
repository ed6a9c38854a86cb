import type { EditorForm, EditorOption, EditorQuestion, EditorSection } from './formModel';
import { newOption, newQuestion, newSection } from './formModel';
import { mergeOptions } from './predefinedOptions';

type FormPatch = Partial<Pick<EditorForm, 'code' | 'description' | 'diaspora'>>;
type SectionPatch = Partial<Pick<EditorSection, 'code' | 'description'>>;
type QuestionPatch = Partial<Pick<EditorQuestion, 'code' | 'text' | 'questionType'>>;
type OptionPatch = Partial<Pick<EditorOption, 'text' | 'isFreeText' | 'flagged'>>;

/** Where a question is: its section's key and its own. */
export interface QuestionAddress {
  readonly section: string;
  readonly question: string;
}
export interface OptionAddress extends QuestionAddress {
  readonly option: string;
}

/** Everything the editor can do to the form. Items are named by key, so a move never misdirects an edit. */
export type EditorAction =
  | { readonly type: 'form'; readonly patch: FormPatch }
  | { readonly type: 'replace'; readonly form: EditorForm }
  | { readonly type: 'addSection'; readonly section?: EditorSection }
  | { readonly type: 'section'; readonly section: string; readonly patch: SectionPatch }
  | { readonly type: 'removeSection'; readonly section: string }
  | { readonly type: 'reorderSections'; readonly keys: readonly string[] }
  | { readonly type: 'addQuestion'; readonly section: string; readonly question?: EditorQuestion; readonly index?: number }
  | { readonly type: 'question'; readonly at: QuestionAddress; readonly patch: QuestionPatch }
  | { readonly type: 'removeQuestion'; readonly at: QuestionAddress }
  | { readonly type: 'reorderQuestions'; readonly section: string; readonly keys: readonly string[] }
  | { readonly type: 'addOption'; readonly at: QuestionAddress; readonly option?: EditorOption }
  | { readonly type: 'addOptions'; readonly at: QuestionAddress; readonly texts: readonly string[] }
  | { readonly type: 'option'; readonly at: OptionAddress; readonly patch: OptionPatch }
  | { readonly type: 'removeOption'; readonly at: OptionAddress }
  | { readonly type: 'reorderOptions'; readonly at: QuestionAddress; readonly keys: readonly string[] };

/** `items` in the order of `keys`; items the keys do not name keep their place at the end (never lost). */
export function reorderByKeys<T extends { readonly key: string }>(items: readonly T[], keys: readonly string[]): T[] {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const ordered = keys.map((key) => byKey.get(key)).filter((item): item is T => item !== undefined);
  const named = new Set(keys);
  return [...ordered, ...items.filter((item) => !named.has(item.key))];
}

function insertAt<T>(items: readonly T[], item: T, index = items.length): T[] {
  const at = Math.min(Math.max(0, index), items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

function mapSection(form: EditorForm, key: string, change: (section: EditorSection) => EditorSection): EditorForm {
  return { ...form, sections: form.sections.map((section) => (section.key === key ? change(section) : section)) };
}

function mapQuestion(form: EditorForm, at: QuestionAddress, change: (question: EditorQuestion) => EditorQuestion): EditorForm {
  return mapSection(form, at.section, (section) => ({
    ...section,
    questions: section.questions.map((question) => (question.key === at.question ? change(question) : question)),
  }));
}

function mapOptions(form: EditorForm, at: QuestionAddress, change: (options: readonly EditorOption[]) => readonly EditorOption[]) {
  return mapQuestion(form, at, (question) => ({ ...question, options: change(question.options) }));
}

/**
 * The editor's state changes, pure. Removing an item that has answers (`locked`) is refused here
 * too, so no path through the screen can lose evidence.
 */
export function editorReducer(form: EditorForm, action: EditorAction): EditorForm {
  switch (action.type) {
    case 'form':
      return { ...form, ...action.patch };
    case 'replace':
      return action.form;
    case 'addSection':
      return { ...form, sections: [...form.sections, action.section ?? newSection()] };
    case 'section':
      return mapSection(form, action.section, (section) => ({ ...section, ...action.patch }));
    case 'removeSection': {
      const section = form.sections.find((candidate) => candidate.key === action.section);
      const locked = section?.questions.some((question) => question.locked || question.options.some((option) => option.locked));
      return locked ? form : { ...form, sections: form.sections.filter((candidate) => candidate.key !== action.section) };
    }
    case 'reorderSections':
      return { ...form, sections: reorderByKeys(form.sections, action.keys) };
    case 'addQuestion':
      return mapSection(form, action.section, (section) => ({
        ...section,
        questions: insertAt(section.questions, action.question ?? newQuestion(), action.index),
      }));
    case 'question':
      return mapQuestion(form, action.at, (question) => ({ ...question, ...action.patch }));
    case 'removeQuestion':
      return mapSection(form, action.at.section, (section) => ({
        ...section,
        questions: section.questions.filter(
          (question) => question.key !== action.at.question || question.locked || question.options.some((option) => option.locked),
        ),
      }));
    case 'reorderQuestions':
      return mapSection(form, action.section, (section) => ({ ...section, questions: reorderByKeys(section.questions, action.keys) }));
    case 'addOption':
      return mapOptions(form, action.at, (options) => [...options, action.option ?? newOption()]);
    case 'addOptions':
      return mapOptions(form, action.at, (options) => mergeOptions(options, action.texts).options);
    case 'option':
      return mapOptions(form, action.at, (options) =>
        options.map((option) => (option.key === action.at.option ? { ...option, ...action.patch } : option)),
      );
    case 'removeOption':
      return mapOptions(form, action.at, (options) => options.filter((option) => option.key !== action.at.option || option.locked));
    case 'reorderOptions':
      return mapOptions(form, action.at, (options) => reorderByKeys(options, action.keys));
  }
}
