/**
 * Archived forms (issue 21): a form with answers cannot be deleted, so an outdated one is
 * archived instead. An archived form is also a draft (observers are refused drafts everywhere:
 * lists, definitions, answers, notes), is left out of the Public and Draft lists and is listed
 * with `archived=true`. Its answers, statistics and exports are untouched. Restoring clears the
 * flag and leaves a draft.
 */
export const formArchive = `
ALTER TABLE forms ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
`;
