import type { FormMeta, QuestionType } from '@observatory/shared/model';

/**
 * The forms area's wire types (docs: spec/api-contract.md, "Forms", and api/README.md "Forms: locks
 * and repeats"). Definitions shared with the answers area (FormMeta, sections, question types) live
 * in the kit's model.
 */

/** The forms endpoint: list, one form's sections, upload (POST), update (PUT) and delete. */
export const FORMS_PATH = '/api/v1/form';

/** One form version of GET /api/v1/form?draft=. Staff tokens also get `hasAnswers`. */
export interface FormListItem extends FormMeta {
  readonly hasAnswers?: boolean;
}

export interface FormListResponse {
  readonly formVersions: readonly FormListItem[];
}

/** An option of GET /api/v1/form/{id}; `optionId` is its id within its question (what answers refer to). */
export interface LoadedOption {
  readonly optionId: number;
  readonly text: string;
  readonly isFreeText: boolean;
  readonly flagged: boolean;
  readonly orderNumber?: number;
  /** True when an observer chose it: it cannot be removed (staff tokens only). */
  readonly hasAnswers?: boolean;
}

export interface LoadedQuestion {
  readonly id: number;
  readonly code: string;
  readonly text: string;
  readonly questionType: QuestionType;
  /** Not editable here (nor in the original), but kept so a save never drops it. */
  readonly hint?: string | null;
  readonly orderNumber?: number;
  readonly hasAnswers?: boolean;
  readonly optionsToQuestions: readonly LoadedOption[];
}

export interface LoadedSection {
  readonly id: number;
  readonly code: string;
  readonly description: string;
  readonly orderNumber?: number;
  readonly questions: readonly LoadedQuestion[];
}

export interface UploadOption {
  /** Present for options that exist: the API keeps their identity (and their answers). */
  readonly optionId?: number;
  readonly text: string;
  readonly isFreeText: boolean;
  readonly flagged: boolean;
}

export interface UploadQuestion {
  readonly id?: number;
  readonly code: string;
  readonly text: string;
  readonly hint?: string | null;
  readonly questionType: QuestionType;
  readonly optionsToQuestions: readonly UploadOption[];
}

export interface UploadSection {
  readonly id?: number;
  readonly code: string;
  readonly description: string;
  readonly questions: readonly UploadQuestion[];
}

/** Body of POST and PUT /api/v1/form: the arrays' order is the order stored. */
export interface FormUpload {
  readonly id?: number;
  readonly code: string;
  readonly description: string;
  readonly diaspora: boolean;
  readonly draft: boolean;
  readonly currentVersion: number;
  readonly formSections: readonly UploadSection[];
}

/** A metadata-only PUT: changes only what it carries (publish, unpublish, list order). */
export interface FormMetaUpdate {
  readonly id: number;
  readonly draft?: boolean;
  readonly order?: number;
}

/** `errors` of the 409 a save gets when it would remove questions or options that have answers. */
export interface AnsweredRemoval {
  readonly questions: readonly number[];
  readonly options: readonly number[];
}
