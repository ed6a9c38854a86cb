import type { ApiBody, ApiSchema, Narrowed, WithOptional } from '@observatory/shared/api-types';
import type { FormMeta, QuestionType } from '@observatory/shared/model';

/**
 * The forms area's wire types, named from the API's generated types (api/openapi.json, tag
 * "Forms"). Definitions shared with the answers area (FormMeta, sections, question types) live
 * in the kit's model.
 */

/** The forms endpoint: list, one form's sections, upload (POST), update (PUT) and delete. */
export const FORMS_PATH = '/api/v1/form';

/** The three lists of GET /api/v1/form: published (`draft=false`), drafts (`draft=true`), archived (`archived=true`). */
export type FormListStatus = 'public' | 'draft' | 'archived';

/** One form version of GET /api/v1/form?draft= (or ?archived=true). Staff tokens also get `hasAnswers`. */
export type FormListItem = FormMeta &
  Pick<ApiSchema<'FormVersion'>, 'hasAnswers'> &
  /** Archived (api/README.md "Archived forms"): a draft out of both lists and of observers' reach. */
  Partial<Pick<ApiSchema<'FormVersion'>, 'archived'>>;

export interface FormListResponse {
  readonly formVersions: readonly FormListItem[];
}

type ApiSection = ApiSchema<'FormSection'>;
type ApiQuestion = ApiSection['questions'][number];
type ApiOption = ApiQuestion['optionsToQuestions'][number];

/** An option of GET /api/v1/form/{id}; `optionId` is its id within its question (what answers refer to). `hasAnswers`: an observer chose it, it cannot be removed (staff tokens only). */
type LoadedOption = WithOptional<
  Pick<ApiOption, 'optionId' | 'text' | 'isFreeText' | 'flagged' | 'orderNumber' | 'hasAnswers'>,
  'orderNumber'
>;

/** `hint` is not editable here (nor in the original), but kept so a save never drops it. */
type LoadedQuestion = Narrowed<
  WithOptional<Pick<ApiQuestion, 'id' | 'code' | 'text' | 'questionType' | 'hint' | 'orderNumber' | 'hasAnswers'>, 'hint' | 'orderNumber'>,
  'questionType',
  QuestionType
> & { readonly optionsToQuestions: readonly LoadedOption[] };

export type LoadedSection = WithOptional<Pick<ApiSection, 'id' | 'code' | 'description' | 'orderNumber'>, 'orderNumber'> & {
  readonly questions: readonly LoadedQuestion[];
};

type ApiUploadSection = NonNullable<ApiBody<'createForm'>['formSections']>[number];
type ApiUploadQuestion = NonNullable<ApiUploadSection['questions']>[number];
type ApiUploadOption = ApiUploadQuestion['optionsToQuestions'][number];

type UploadOption = Required<Pick<ApiUploadOption, 'text' | 'isFreeText' | 'flagged'>> & Pick<ApiUploadOption, 'optionId'>;

export type UploadQuestion = Narrowed<
  Pick<ApiUploadQuestion, 'id' | 'code' | 'text' | 'hint' | 'questionType'>,
  'questionType',
  QuestionType
> & {
  readonly optionsToQuestions: readonly UploadOption[];
};

type UploadSection = Pick<ApiUploadSection, 'id' | 'code'> &
  Required<Pick<ApiUploadSection, 'description'>> & {
    readonly questions: readonly UploadQuestion[];
  };

/** Body of POST and PUT /api/v1/form: the arrays' order is the order stored. */
export type FormUpload = Partial<Pick<ApiBody<'updateForm'>, 'id'>> &
  Required<Pick<ApiBody<'createForm'>, 'code' | 'description' | 'diaspora' | 'draft' | 'currentVersion'>> & {
    readonly formSections: readonly UploadSection[];
  };

/** A metadata-only PUT: changes only what it carries (publish, unpublish, list order). */
export type FormMetaUpdate = Pick<ApiBody<'updateForm'>, 'id' | 'draft' | 'order'>;

/** `errors` of the 409 a save gets when it would remove questions or options that have answers. */
export interface AnsweredRemoval {
  readonly questions: readonly number[];
  readonly options: readonly number[];
}
