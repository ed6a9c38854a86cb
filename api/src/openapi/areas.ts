/**
 * The API's areas: one Fastify plugin each (src/routes/), one tag each in the document. The
 * descriptions carry the rules that hold across an area's routes.
 */
export const AREAS = [
  { name: 'Health', description: 'Whether the server and its database answer. No token.' },
  {
    name: 'Sign-in',
    description:
      'Tokens for staff and observers. Throttling: 5 failed attempts at one account within 15 minutes lock it until the window passes (a success clears its failures); per client address only failed attempts count (600 per 15 minutes by default, a setting), successful sign-ins never do. Refused attempts answer 429 with `Retry-After` (seconds). With several API instances the counts are shared.',
  },
  {
    name: 'Locations',
    description: "Counties and their polling stations: a station is a number from 1 to its county's `limit`.",
  },
  {
    name: 'Observers',
    description: [
      "An NGO's volunteers. Lists never show PINs; retired observers (deleted with evidence) are left out of every list, count and export, cannot sign in, and their answers, notes and threads stay visible.",
      '',
      "- **One phone per active observer.** A phone number belongs to at most one active (not retired) observer across all NGOs. Add and edit refuse a taken phone with a 409 that names no one (the same sentence whoever holds it); import reports the row error `phone_taken`. A retired observer's phone is free again. Phones shared by several NGOs' observers before the rule are kept (marked shared): their sign-in is refused with a 409 until staff give all but one holder another phone, and no new observer can take them.",
      '- **Phones** are 10 to 15 digits with an optional leading `+`; spaces, dots, dashes and brackets are dropped.',
      "- **PIN format.** A new PIN (add, edit, reset, import) is exactly 4 or 6 digits, the lengths the back-office and the observers' app enter. Sign-in does not check the format, so a PIN set earlier keeps working.",
      '- **Names** are 1 to 100 characters, trimmed, inner spaces collapsed; a name with a bidirectional control character (U+202A–U+202E, U+2066–U+2069) is refused. The name filter ignores case and diacritics (`stefan` finds `Ștefan`, a cedilla `ş` finds a comma-below `ș`); name order is Romanian (`Sârbu` < `Szabó` < `Ștefan` < `Tudor` < `Țurcanu`), equal names by id.',
    ].join('\n'),
  },
  {
    name: 'Forms',
    description: [
      "The questionnaires observers fill in, shared by every NGO; written by organizers' staff only. `optionId` is the id of an option as it appears in one question, and is what answers refer to.",
      '',
      '- **hasAnswers.** With a staff token, every form version of the list, and every question and option of a form, carries `hasAnswers` (a question has answers when one of its options has). Observer tokens get the shapes without it.',
      '- **Answered items stay.** A `PUT` that would remove a question or option that has answers (moving an answered option under another question counts) is a 409 naming them; a form with answers cannot be deleted (409: unpublish it instead).',
      '- **No repeats.** A body that repeats a section, question or option id (ids of 0 or less mean "new"), or a section or question code (compared trimmed, case-insensitively), is a 400 naming each repeat after its first occurrence.',
    ].join('\n'),
  },
  {
    name: 'Answers',
    description: [
      'What observers sent, by thread: a thread is one observer at one polling station.',
      '',
      '- **lastModified** of a thread is its latest change: check-in, answer or note.',
      '- **unresolvedFirst.** `unresolvedFirst=true` lists the threads whose `followUp` is not `resolved` first, then the resolved ones, each group newest first; paging and totals follow that order. The urgent list is meant to use it (`?urgent=true&unresolvedFirst=true`).',
      "- The phone of a thread's observer comes as `observerPhone` and, for the original client, as `observerPhoneNumber` (same value).",
    ].join('\n'),
  },
  {
    name: 'Follow-up',
    description: [
      'Staff mark the threads they have handled: `followUp` is `none` (until someone sets it), `needed` or `resolved`, with who set it (`followUpBy`, `null` when the system did) and when.',
      '',
      '- Setting the same status again is recorded again (it is an action with a time); every change is kept in the history.',
      '- **The follow-up reopens.** A submission that chooses a flagged option on a thread whose status is `resolved` sets it back to `needed`, by `null` (the system), at the submission time, recorded in the history. Other submissions leave the status alone.',
      '- Staff tokens only.',
    ].join('\n'),
  },
  {
    name: 'Notes',
    description:
      "Observers' notes with photos. Attachment links are short-lived signed URLs on the API's own origin (an `<img>` cannot send a bearer header); they live 1 hour.",
  },
  {
    name: 'Exports',
    description:
      "Downloads that stream: memory stays flat whatever the number of rows. Text cells starting with `= + - @`, tab, carriage return or NUL are prefixed with `'` (xlsx and CSV alike).",
  },
  {
    name: 'Statistics',
    description:
      'Ranked figures, scoped to the caller\'s NGO unless organizer. An irregularity is an answer that chose a flagged option; "opening" forms have codes ending in `A`, "counting" forms codes ending in `C`. Ties follow the county order, then the station number.',
  },
  {
    name: 'Map',
    description: [
      "The situation map: where the caller's NGO has observers, where it has none, where it is urgent (organizers: every NGO). Another NGO's observers do not cover a station for you.",
      '',
      '- **Polling.** The two lists answer an `ETag`; a request whose `If-None-Match` holds it is a `304` with no body, and the tag changes whenever anything the answer shows changes. They are gzipped for a client that accepts it.',
      '- **Outlines.** County boundaries are deployment data with their own licence, served from the file `MAP_BOUNDARIES` names (404 when none is configured): the map works without them, from station positions and county figures.',
    ].join('\n'),
  },
  {
    name: 'Notifications',
    description:
      "Messages to observers' phones. Every send is stored with its recipients and delivered to each registered device of the channel (compared case-insensitively) through the server's sender.",
  },
  {
    name: 'Observer app',
    description: "What the observers' mobile app sends: check-ins, answers, notes and its device token. Observer tokens only.",
  },
  {
    name: 'Audit',
    description: [
      'Who changed what. Every staff write (sign-ins, observers, forms, follow-up, notifications, exports of personal data) leaves one event, written in the same transaction as the change: a refused or failed change leaves none.',
      '',
      '- Actions are named `entity.verb` (`observer.pin-reset`, `export.answers`, `auth.sign-in-failed`); summaries say before → after for named fields and never hold a PIN, a password or a token.',
      "- An NGO admin reads its own NGO's events; the organizer every event.",
      '- Read only: no endpoint changes or deletes an event. Events older than `AUDIT_RETENTION_DAYS` are deleted by a job of the server.',
    ].join('\n'),
  },
  { name: 'Files', description: 'Attachments behind signed links. No token: the signature is the credential.' },
  {
    name: 'Operations',
    description: 'For the people who run the server: metrics for a monitoring system, behind a token of their own (`METRICS_TOKEN`).',
  },
] as const;

export type AreaName = (typeof AREAS)[number]['name'];
