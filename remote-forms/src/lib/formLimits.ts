/** currentVersion of a new form (spec section 9: it defaults to 1). */
export const FORM_DEFAULT_VERSION = 1;

/** Lengths the API accepts (api/src/routes/forms.ts), checked before anything is sent. */
export const FORM_LIMITS = {
  formCode: 20,
  formTitle: 200,
  sectionCode: 20,
  sectionTitle: 200,
  questionCode: 20,
  questionText: 1000,
  optionText: 1000,
} as const;
