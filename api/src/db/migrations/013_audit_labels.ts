/**
 * The activity log (issue 26) says each event in words in the reader's language ("ngoadmin reset
 * the PIN of observer Ion Rusu (0722…123)"), so an event keeps the name of its item as it was
 * when it happened (`label`: an observer as `Name (0722…123)`, a form's code, a notification's
 * title); the summary stays the server's account of what changed. Events written before this
 * column have '' and the log names their item by its id: the trail is append-only, so old rows
 * are not rewritten.
 */
export const auditLabels = `
ALTER TABLE audit_events ADD COLUMN label TEXT NOT NULL DEFAULT '';
`;
