import { z } from 'zod';
import { ciObject } from '../validation/validate.js';
import { bool, id, int, longText, optionalText } from '../validation/fields.js';
import { request } from '../openapi/wire.js';

/** Ids from the client: absent, 0 or negative all mean "new". */
const optionalId = () => z.preprocess((v) => (v === null || v === '' || v === 0 || v === '0' ? undefined : v), int().optional());
const code = () => longText(20);

const OptionInput = ciObject(
  {
    id: optionalId().describe('The same as `optionId`.'),
    optionId: optionalId().describe(
      "The option's id within its question: kept when it belongs to this question, otherwise a new option. Also read as `idOption`.",
    ),
    text: longText(1000),
    isFreeText: bool().default(false),
    flagged: bool().default(false).describe('An answer choosing it is an irregularity.'),
    isFlagged: bool().optional().describe("The same as `flagged` (the original client's name); wins when both are sent."),
  },
  { idOption: 'optionId' },
);
const QuestionInput = ciObject({
  id: optionalId().describe("Kept when it is one of this form's questions; otherwise a new question."),
  code: code(),
  text: longText(1000),
  hint: optionalText(1000),
  questionType: int()
    .pipe(z.number().min(0, 'Must be 0, 1, 2 or 3.').max(3, 'Must be 0, 1, 2 or 3.'))
    .describe('0 multiple choice, 1 single choice, 2 single choice with free text, 3 multiple choice with free text.'),
  optionsToQuestions: z
    .array(OptionInput, { error: 'Must be a list.' })
    .min(1, 'A question needs at least one option.')
    .max(100, 'At most 100 options.'),
});
const SectionInput = ciObject({
  id: optionalId(),
  code: code(),
  description: longText(200, 0).default(''),
  questions: z.array(QuestionInput, { error: 'Must be a list.' }).max(500, 'At most 500 questions.').default([]),
});

const sections = () =>
  z
    .array(SectionInput, { error: 'Must be a list.' })
    .max(100, 'At most 100 sections.')
    .describe('The whole content, in the order to keep (`orderNumber` values are ignored and re-derived).');

const FORM_ALIASES = { orderNumber: 'order' };

export const NewForm = request(
  {
    code: code(),
    description: longText(200),
    diaspora: bool().default(false),
    draft: bool().default(true),
    currentVersion: int().pipe(z.number().min(1, 'Must be 1 or more.')).default(1),
    order: int().optional().describe('Where the form sits in the list (default: last).'),
    formSections: sections(),
  },
  FORM_ALIASES,
).meta({
  examples: [
    {
      code: 'A',
      description: 'Opening',
      draft: true,
      formSections: [
        {
          code: 'A1',
          description: 'Before opening',
          questions: [
            {
              code: 'A1-1',
              text: 'Did the station open on time?',
              questionType: 1,
              optionsToQuestions: [
                { text: 'Yes', flagged: false },
                { text: 'No', flagged: true },
              ],
            },
          ],
        },
      ],
    },
  ],
});

export const EditForm = request(
  {
    id: id(),
    code: code().optional(),
    description: longText(200).optional(),
    diaspora: bool().optional(),
    draft: bool().optional().describe('`false` publishes the form; `true` unpublishes it.'),
    currentVersion: z.unknown().optional().describe('Ignored: the version goes up by one when the content changes.'),
    order: int().optional(),
    formSections: sections().optional().describe('The whole content (absent: only the metadata given changes).'),
  },
  FORM_ALIASES,
).meta({ examples: [{ id: 3, draft: false }] });

export const FormListQuery = request({
  draft: bool()
    .optional()
    .describe('`true`: the drafts instead of the published forms (staff only; observers always get the published ones).'),
  diaspora: bool().optional().describe('`false`: leave out the diaspora forms.'),
  archived: bool()
    .optional()
    .describe('`true`: the archived forms instead (staff only; `draft` is then not read). Archived forms are in neither default list.'),
});
export const FormParams = request({ id: id() });
export const DeleteFormQuery = request({ formId: id() }, { id: 'formId' });

const hasAnswers = z.boolean().describe('Staff tokens only.');

export const FormVersion = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    currentVersion: z.number().int(),
    ver: z.number().int().describe('The same as `currentVersion`.'),
    diaspora: z.boolean(),
    draft: z.boolean(),
    order: z.number().int(),
    archived: z
      .boolean()
      .describe(
        "Archived: a draft left out of both default lists and of observers' reach; its answers are kept. Restore makes it a draft again.",
      ),
    hasAnswers: hasAnswers.optional(),
  })
  .meta({ id: 'FormVersion' });

export const FormList = z.object({ formVersions: z.array(FormVersion) }).meta({ id: 'FormList' });

const Option = z.object({
  id: z.number().int(),
  optionId: z.number().int().describe('What answers refer to.'),
  text: z.string(),
  isFreeText: z.boolean(),
  flagged: z.boolean(),
  orderNumber: z.number().int(),
  hasAnswers: hasAnswers.optional(),
});
const Question = z.object({
  id: z.number().int(),
  formCode: z.string(),
  code: z.string(),
  idSection: z.number().int(),
  text: z.string(),
  hint: z.string().nullable(),
  questionType: z.number().int(),
  orderNumber: z.number().int(),
  hasAnswers: hasAnswers.optional(),
  optionsToQuestions: z.array(Option),
});
export const FormSection = z
  .object({
    id: z.number().int(),
    uniqueId: z.string(),
    code: z.string(),
    description: z.string(),
    orderNumber: z.number().int(),
    questions: z.array(Question),
  })
  .meta({ id: 'FormSection' });
