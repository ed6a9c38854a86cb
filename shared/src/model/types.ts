import type { ApiSchema, Narrowed, WithOptional } from '@observatory/shared/api-types';

/**
 * Wire types that two or more apps use, named from the types generated from the API's document
 * (`@observatory/shared/api-types`, from api/openapi.json): the paging envelope, counties
 * (answers, notifications) and form definitions (forms, answers). A type one area uses lives in
 * that area's `src/api/types.ts`. Timestamps are ISO-8601 UTC strings; ids are numbers.
 */

/** The paging envelope of every list. `page` is 1-based; `totalPages` is 0 when `totalItems` is 0 (the observers list's keyset cursors are the observers area's own). */
export type PagedResult<T> = Omit<ApiSchema<'ObserverPage'>, 'data' | 'nextCursor' | 'previousCursor'> & { readonly data: readonly T[] };

export type SortDirection = 'asc' | 'desc';

/** GET /api/v1/county. `limit` is the highest polling-station number. */
export type County = ApiSchema<'County'>;

/** Question types: 0 multiple choice, 1 single choice, 2 single with text, 3 multiple with text (4 = single in answers). */
export const QuestionType = {
  MULTIPLE: 0,
  SINGLE: 1,
  SINGLE_WITH_TEXT: 2,
  MULTIPLE_WITH_TEXT: 3,
  SINGLE_ALT: 4,
} as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];

/** One form version of GET /api/v1/form?draft= (`description` is the title); `archived` is the forms area's own. */
export type FormMeta = Omit<ApiSchema<'FormVersion'>, 'ver' | 'hasAnswers' | 'archived'>;

type ApiQuestion = ApiSchema<'FormSection'>['questions'][number];
type ApiOption = ApiQuestion['optionsToQuestions'][number];

/** An option as loaded, or as the client builds it (no id before it is saved). */
export type Option = WithOptional<
  Pick<ApiOption, 'optionId' | 'text' | 'isFreeText' | 'flagged' | 'orderNumber'>,
  'optionId' | 'orderNumber'
>;

export type Question = Narrowed<
  WithOptional<Pick<ApiQuestion, 'id' | 'code' | 'text' | 'questionType' | 'orderNumber'>, 'id' | 'orderNumber'>,
  'questionType',
  QuestionType
> & { readonly optionsToQuestions: readonly Option[] };

export type FormSection = WithOptional<
  Pick<ApiSchema<'FormSection'>, 'id' | 'code' | 'description' | 'orderNumber'>,
  'id' | 'orderNumber'
> & {
  readonly questions: readonly Question[];
};
