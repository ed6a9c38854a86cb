// Generated from api/openapi.json by shared/tools/api-types.mjs (openapi-typescript): do not edit.
// Regenerate: node shared/tools/api-types.mjs

export interface paths {
  readonly '/health': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Whether the server and its database answer */
    readonly get: operations['health'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v2/access/authorize': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Signs a staff member or an observer in
     * @description Staff: `{ user, password }`. Observers: `{ user: phone, password: PIN, fcmToken }` (the `fcmToken` makes it an observer sign-in, and registers the device for pushes). Wrong credentials, or an unknown user, answer the same 400 `Invalid credentials`.
     */
    readonly post: operations['signIn'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/county': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Every county, in order */
    readonly get: operations['listCounties'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/polling-station': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Every county, in order (the same list)
     * @description The same answer as `GET /api/v1/county`, under the name the original client calls.
     */
    readonly get: operations['listPollingStations'];
    readonly put?: never;
    /**
     * Checks the observer in at a polling station
     * @description Upserted per observer and station; moves the thread's `lastModified`. An unknown county or a number outside its range is a 400 on that field.
     */
    readonly post: operations['checkIn'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/polling-station/locations/import': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Sets stations' addresses and positions from a CSV file, all or nothing (organizers)
     * @description The file: UTF-8 (a BOM is allowed), comma or semicolon separated, a header row `County,Number,Address,Latitude,Longitude` (any case and order), at most 5 MiB and 50,000 rows. `County` is a county code or name (diacritics optional); `Latitude`/`Longitude` are decimal degrees (WGS84; a decimal comma is read too). Every row is checked first; if any is bad nothing is written and the answer is a 400 whose `errors` is `{ rows: [{ line, field, code, message }], totalErrors }` (the first 200 rows; the header is line 1). A station given again is overwritten: address and position as the file says (a blank address clears it). Answers the number of stations written.
     *
     *     Row error codes (stable; `message` is English): `county_required`, `county_unknown`, `number_required`, `number_format`, `number_unknown` (outside the county's 1..limit), `station_duplicate` (repeated in the file), `address_too_long` (over 200 characters), `address_bidi`, `coordinate_required`, `coordinate_format` (not degrees within ±90 / ±180), `coordinate_outside` (outside Romania's bounding box, 43.55–48.35° N, 20.2–29.8° E). Diaspora stations (county `SR`) may have a position abroad, or none (both cells blank). File-level problems are `errors.file: [message]`.
     */
    readonly post: operations['importStationLocations'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A page of the caller's observers
     * @description Filtered by name and phone, sorted across all pages. `?id=` is one observer by id, as a page of one or none. A page by number (`page`), or the page next to one already shown by its cursor (`after`: keyset paging, as fast at any depth).
     */
    readonly get: operations['listObservers'];
    /** Changes an observer's name, phone or PIN */
    readonly put: operations['editObserver'];
    /**
     * Adds an observer to the caller's NGO
     * @description Answers the new id. The same names in the query string are accepted too (the original client sends them there); the body wins.
     */
    readonly post: operations['addObserver'];
    /**
     * Deletes an observer, or retires one with evidence
     * @description Election evidence is never destroyed: an observer with answers, notes, check-ins or notifications is retired (hidden from lists and counts, can no longer sign in; the submissions stay).
     */
    readonly delete: operations['deleteObserver'];
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/count': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** How many active observers the caller sees */
    readonly get: operations['countObservers'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/active': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Observers who checked in at stations of some counties
     * @description Each observer once, in name order (at most 50,000): the targets of a notification by place.
     */
    readonly get: operations['listActiveObservers'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/export': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The observers list as CSV
     * @description The list's filters; columns `Name, Phone, NGO, LastSeen, NumberOfPollingStations, NumberOfNotes`, UTF-8 with a BOM. Never PINs.
     */
    readonly get: operations['exportObservers'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/import': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Adds observers from a CSV file, all or nothing
     * @description The file: UTF-8 (a BOM is allowed), comma or semicolon separated, a header row `Phone,Pin,Name` (any case and order), at most 5 MiB and 50,000 rows. Every row is checked first; if any is bad nothing is written and the answer is a 400 whose `errors` is `{ rows: [{ line, field, code, message }], totalErrors }` (the first 200 rows; `line` is the physical line, the header being line 1). Answers the number of observers added.
     *
     *     Row error codes (stable; `message` is English): `phone_required`, `phone_format`, `phone_duplicate` (repeated in the file), `phone_taken` (an active observer of any NGO holds it), `pin_required`, `pin_format` (not exactly 4 or 6 digits), `name_required`, `name_too_long`, `name_bidi`. A row has at most one error per field. File-level problems (header, encoding, not a text file, empty) are `errors.file: [message]` with `codes.file: [code]` (`file_header`, `file_not_utf8`, `file_not_text`, `file_empty`, `file_no_rows`, `file_unreadable`).
     */
    readonly post: operations['importObservers'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/reset': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Sets an observer's PIN, or forgets their devices
     * @description With `observerId`, exactly that observer. With `phoneNumber` alone, the one active observer the caller can see with that phone: when the caller sees several (an organizer, with phones shared before the one-phone rule) the answer is a 409, never the lowest id. One of the two is required.
     */
    readonly post: operations['resetObserver'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/attention': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Observers who need attention, by kind
     * @description In the caller's NGO (organizers: every NGO), retired observers never. Those nobody marked handled first, longest waiting first (`not-started`: by name), then the handled ones.
     */
    readonly get: operations['listObserversNeedingAttention'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/attention/handled': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /**
     * Marks an observer handled for a kind (who and when)
     * @description So two coordinators do not chase the same person. Marking again moves the time and the name.
     */
    readonly put: operations['markAttentionHandled'];
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/observer/attention/thresholds': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The caller's NGO's attention thresholds
     * @description The defaults (60 minutes, 08:00, 30 minutes) until someone of the NGO sets them.
     */
    readonly get: operations['getAttentionThresholds'];
    /**
     * Sets the caller's NGO's attention thresholds
     * @description Remembered for everyone of the NGO.
     */
    readonly put: operations['setAttentionThresholds'];
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/form': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The published forms, the drafts, or the archived forms
     * @description Observers get the published forms whatever they ask, without `hasAnswers`. Archived forms are listed only with `archived=true`.
     */
    readonly get: operations['listForms'];
    /**
     * Changes a form's metadata, or replaces its content
     * @description Sections, questions and options are matched by id: ids that belong to the form keep their identity (answers keep pointing at them), others are created, missing ones are removed. `currentVersion` goes up by one when the content changes. Changing an option's flag updates the statistics and the urgent threads. Answers the form's id.
     */
    readonly put: operations['updateForm'];
    /**
     * Creates a form
     * @description Every id in the body is treated as new. Answers the new id.
     */
    readonly post: operations['createForm'];
    /** Deletes a form that has no answers */
    readonly delete: operations['deleteForm'];
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/form/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A form's sections, questions and options
     * @description Sections without questions are kept. Staff tokens get `hasAnswers` on every question and option.
     */
    readonly get: operations['getForm'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/form/{id}/archive': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /**
     * Archives a form
     * @description The form becomes an archived draft: left out of both default lists, out of observers' reach (they cannot list, read or answer it); its answers, notes, statistics and exports are kept. Any form may be archived; archiving twice changes nothing more. No body. Answers the form's metadata.
     */
    readonly put: operations['archiveForm'];
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/form/{id}/restore': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /**
     * Restores an archived form as a draft
     * @description The form is a draft again, placed last (`order` = the highest + 1); publish it as any draft. Restoring a form that is not archived changes nothing. No body. Answers the form's metadata.
     */
    readonly put: operations['restoreForm'];
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/answers': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A page of the caller's answer threads
     * @description One item per observer and polling station with answers, newest first (by `lastModified`, then observer id, then station id, descending); with `unresolvedFirst=true` the threads not yet `resolved` come first.
     */
    readonly get: operations['listThreads'];
    readonly put?: never;
    /**
     * Replaces the observer's answers to those questions at those stations
     * @description In one transaction. Only published forms can be answered (a question of a draft is a 400). A flagged option on a thread whose follow-up is `resolved` sets it back to `needed`.
     */
    readonly post: operations['submitAnswers'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/register': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Registers the observer's device token for pushes
     * @description One token per observer and channel: the latest wins.
     */
    readonly post: operations['registerDevice'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v2/note': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * An observer's notes, at one station or all
     * @description Oldest first (at most 5,000). Retired observers' notes stay readable.
     */
    readonly get: operations['listNotes'];
    readonly put?: never;
    /**
     * An observer adds a note, with photos
     * @description multipart/form-data: `CountyCode`, `PollingStationNumber`, `QuestionId`, `Text` and the files. Answers the stored note.
     */
    readonly post: operations['addNote'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/files/{name}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * An attachment, through the signed link a note carries
     * @description Served with its real content type (sniffed from the bytes when stored), `nosniff`, `Referrer-Policy: no-referrer`, a sandboxing CSP, and `Content-Disposition: attachment` unless it is a jpeg, png, gif or webp image.
     */
    readonly get: operations['attachment'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/answers/filledIn': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The questions an observer answered at a station
     * @description One element per question answered, in form order, with the options chosen. Retired observers' answers stay readable.
     */
    readonly get: operations['filledIn'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/answers/pollingStationInfo': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * An observer's check-in at a station
     * @description The station id is also read as `PollingStationNumber` (what the original client sends: it carries the id).
     */
    readonly get: operations['pollingStationInfo'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/answers/follow-up': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /**
     * Sets a thread's follow-up status
     * @description Answers the thread's new state; `followUpBy` is the caller's account.
     */
    readonly put: operations['setFollowUp'];
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/answers/follow-up/history': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A thread's follow-up changes, newest first
     * @description `[]` for a thread never triaged.
     */
    readonly get: operations['followUpHistory'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/statistics/questions': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Every question of a form, its answers counted by option
     * @description One element per question in the form's order, every option in its order (zeros included), counted over the caller's threads under the filters of `GET /api/v1/answers` (each filter is the thread's): an option's `count` is exactly the number of threads `GET /api/v1/answers?optionId=` lists with the same filters. One grouped statement in the database, reused while no data changed.
     */
    readonly get: operations['questionResults'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/statistics/questions/{questionId}/text': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A page of the texts written in a question's free-text options
     * @description Newest first, with the observer and the station, under the same filters as the counts. Empty texts are left out.
     */
    readonly get: operations['freeTextAnswers'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/statistics/anomalies': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Stations or counties ranked by how unusual they are
     * @description Only rows with a reason. The flag rate is an empirical-Bayes (beta-binomial) estimate shrunk toward the county's rate (a county: toward all counties'), so a few answers cannot top many; rule signals: observers at one station disagreeing on a single-choice question, a burst of urgent notes. The formula is in the API's README ("Anomaly ranking"). Scoped to the caller's NGO unless organizer.
     */
    readonly get: operations['anomalies'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/statistics/{method}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A ranked figure, largest first
     * @description `observerNumber`: observers with answers, by county. `…Irregularities`: answers that chose a flagged option, by county or by station; `…Opening…` only forms whose code ends in `A`, `…Counting…` only those ending in `C`.
     */
    readonly get: operations['statistic'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/send': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Sends a message to chosen observers
     * @description Stores the notification and one pending delivery per recipient in one transaction and answers at once; the delivery workers push it (see `delivery` in the history).
     */
    readonly post: operations['sendNotification'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/send/all': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Sends a message to every active observer the caller can see
     * @description Answers as soon as the notification and its pending deliveries are stored, like `send`.
     */
    readonly post: operations['sendNotificationToAll'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/get/all': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * What was sent, newest first
     * @description The caller's NGO's messages (organizers: every NGO's), with their recipients and where their deliveries are (`delivery`).
     */
    readonly get: operations['listSentNotifications'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** One notification, as the history shows it */
    readonly get: operations['getSentNotification'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/{id}/recipients': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A notification's recipients and their delivery
     * @description Those it did not reach first (failed, no device), then pending, then sent; by name within each.
     */
    readonly get: operations['listNotificationRecipients'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/{id}/undelivered': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Who did not get a notification
     * @description The active observers whose delivery failed or who had no device: the list "Send again to those who did not get it" sends to.
     */
    readonly get: operations['listUndeliveredRecipients'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/notification/{id}/read': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * The observer read a notification (read receipt)
     * @description Idempotent: the first call sets the time, later ones answer it again.
     */
    readonly post: operations['markNotificationRead'];
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/export/all': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Every answer the filters keep, as an xlsx workbook
     * @description One sheet per form (one row per thread, one column per question) plus a notes sheet, with the thread filters of `GET /api/v1/answers`. Its Last Modified column is the thread's latest check-in, answer or note.
     */
    readonly get: operations['exportAnswers'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v2/export/all': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The same export, where the original client asks for it
     * @deprecated
     * @description Compatibility alias of `GET /api/v1/export/all` (the original client's export button): the same filters, scoping and workbook. One sheet per form (one row per thread, one column per question) plus a notes sheet, with the thread filters of `GET /api/v1/answers`. Its Last Modified column is the thread's latest check-in, answer or note.
     */
    readonly get: operations['exportAnswersOriginalClient'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/export/all/notes': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The notes of the filtered threads, as CSV
     * @description Columns `NoteId, ObserverId, ObserverPhone, ObserverName, NGO, CountyCode, PollingStationNumber, FormCode, QuestionCode, Text, Attachments, LastModified`; UTF-8 with a BOM.
     */
    readonly get: operations['exportNotes'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/metrics': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Prometheus metrics: request rate and latency per route, database connections, process figures
     * @description For the monitoring system, not for people or apps. Off unless the server sets `METRICS_TOKEN` (then it answers 404 like an unknown path). Series: `observatory_http_request_duration_seconds` (histogram by method, route pattern and status; its `_count` is the request rate), `observatory_db_connections{state}`, `observatory_db_connections_max`, `observatory_db_waiting`, gauges other parts register (the notification outbox's depth), and Node's process metrics.
     */
    readonly get: operations['metrics'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/audit': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A page of the audit trail, newest first
     * @description An NGO admin reads its own NGO's events; the organizer every event.
     */
    readonly get: operations['listAudit'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/audit/export': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The audit trail as CSV
     * @description The log's filters and scope, newest first; columns `Id, At, Actor, NgoId, Action, EntityType, EntityId, Summary, Ip, RequestId, Label` (Label added last, so a reader of the earlier columns is unaffected), UTF-8 with a BOM. The download is itself recorded (`export.audit`).
     */
    readonly get: operations['exportAudit'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/audit/{entityType}/{entityId}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * One item's history, newest first
     * @description At most 500 events, within the caller's scope (a form's history is every staff member's: forms are shared). `[]` for an item with none.
     */
    readonly get: operations['itemHistory'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/answers/claim': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /**
     * Claims a thread ("being handled by"), or renews the caller's claim
     * @description Held 10 minutes from now; the thread details renew it while they stay open. Kept in the database: every API instance sees it. Someone else's live claim is a 409 naming them, unless `takeOver`.
     */
    readonly put: operations['claimThread'];
    readonly post?: never;
    /**
     * Releases the caller's claim on a thread
     * @description Releasing a thread no one holds changes nothing. A follow-up change by the holder releases it too.
     */
    readonly delete: operations['releaseThread'];
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/map/counties': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Every county's coverage and urgent threads, in county order */
    readonly get: operations['mapCounties'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/map/stations': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * A row for every polling station of the scope, with its position and state
     * @description A bare array (about 20,000 rows for the whole country), in county order then by number; stations without a position have `lat`/`lon` null.
     */
    readonly get: operations['mapStations'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/map/stations/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** One station for the map's panel: address, observers, urgent threads */
    readonly get: operations['mapStation'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/v1/map/boundaries': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * County outlines (GeoJSON), when the deployment supplies them
     * @description The FeatureCollection of `MAP_BOUNDARIES`, as the deployment supplied it (each feature's `properties.code` is a county code). Show its attribution with it (for the bundled source: "Limite județe: geo-spatial.org").
     */
    readonly get: operations['mapBoundaries'];
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @example {
     *       "label": "Cluj 112",
     *       "score": 4.1,
     *       "rate": 0.43,
     *       "baseline": 0.14,
     *       "answers": 14,
     *       "countyCode": "CJ",
     *       "pollingStationNumber": 112,
     *       "reasons": [
     *         {
     *           "code": "flag-rate",
     *           "params": {
     *             "ratio": 3.1,
     *             "flagged": 6,
     *             "answers": 14
     *           }
     *         },
     *         {
     *           "code": "disagreement",
     *           "params": {
     *             "questionId": 12,
     *             "questionCode": "A2-1",
     *             "observers": 2
     *           }
     *         }
     *       ]
     *     }
     */
    readonly Anomaly: {
      /** @description A county's name, or `"<county name> <station number>"`. */
      readonly label: string;
      /** @description How unusual: the estimated flag rate over the baseline, plus 1 per rule signal. Rows come highest first. */
      readonly score: number;
      /** @description Flagged answers over answers, as observed. */
      readonly rate: number;
      /** @description The county's flag rate (a station), or all counties' (a county). */
      readonly baseline: number;
      readonly answers: number;
      readonly countyCode: string;
      /** @description Station rows only. */
      readonly pollingStationNumber?: number;
      /** @description Why the row stands out, as codes. */
      readonly reasons: readonly (
        | {
            /** @constant */
            readonly code: 'flag-rate';
            readonly params: {
              /** @description The estimated flag rate over the baseline's (the score's flag-rate part). */
              readonly ratio: number;
              readonly flagged: number;
              readonly answers: number;
            };
          }
        | {
            /** @constant */
            readonly code: 'disagreement';
            readonly params: {
              readonly questionId: number;
              readonly questionCode: string;
              /** @description Observers who answered the question there. */
              readonly observers: number;
            };
          }
        | {
            /** @constant */
            readonly code: 'disagreement';
            readonly params: {
              readonly stations: number;
            };
          }
        | {
            /** @constant */
            readonly code: 'urgent-notes-burst';
            readonly params: {
              readonly notes: number;
              readonly minutes: number;
            };
          }
        | {
            /** @constant */
            readonly code: 'urgent-notes-burst';
            readonly params: {
              readonly stations: number;
            };
          }
      )[];
    };
    readonly AnomalyPage: {
      readonly data: readonly components['schemas']['Anomaly'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    readonly AttentionHandled: {
      readonly observerId: number;
      /** @enum {string} */
      readonly kind: 'silent' | 'not-started' | 'left-with-urgent' | 'unread';
      readonly handledBy: string;
      readonly handledAt: string;
    };
    /**
     * @example {
     *       "observerId": 17,
     *       "name": "Ana Popescu",
     *       "phone": "0722000017",
     *       "kind": "silent",
     *       "since": "2026-11-08T09:12:00.000Z",
     *       "countyCode": "AB",
     *       "pollingStationNumber": 12,
     *       "handledBy": null,
     *       "handledAt": null
     *     }
     */
    readonly AttentionItem: {
      readonly observerId: number;
      readonly name: string;
      readonly phone: string;
      /** @enum {string} */
      readonly kind: 'silent' | 'not-started' | 'left-with-urgent' | 'unread';
      /** @description Since when (ISO): the start of the silence, the time of day passed, the leave, the notification. */
      readonly since: string;
      /** @description The station concerned (silent, left: that one; unread: where they are checked in), or null. */
      readonly countyCode: string | null;
      readonly pollingStationNumber: number | null;
      /** @description Who marked it handled, for this episode (a mark made before `since` does not count). */
      readonly handledBy: string | null;
      readonly handledAt: string | null;
    };
    readonly AttentionPage: {
      readonly data: readonly components['schemas']['AttentionItem'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    readonly AttentionThresholds: {
      readonly silentMinutes: number;
      readonly notStartedBy: string;
      readonly unreadMinutes: number;
      /** @description Where `notStartedBy` is read (ELECTION_TIME_ZONE). */
      readonly timeZone: string;
      /** @description Who last set them (null: the defaults). */
      readonly updatedBy: string | null;
      readonly updatedAt: string | null;
    };
    /**
     * @example {
     *       "id": 412,
     *       "at": "2026-11-08T09:12:00.000Z",
     *       "actor": "ngoadmin",
     *       "ngoId": 2,
     *       "action": "observer.pin-reset",
     *       "entityType": "observer",
     *       "entityId": "17",
     *       "summary": "PIN reset for Ion Rusu (0722…017)",
     *       "label": "Ion Rusu (0722…017)",
     *       "ip": "203.0.113.7",
     *       "requestId": "3f1c2a9e-6b0d-4e59-9a43-0c8b2d4e7f10"
     *     }
     */
    readonly AuditEvent: {
      readonly id: number;
      /** @description When (ISO-8601, UTC). */
      readonly at: string;
      /** @description The staff account that acted; empty for a failed sign-in at an unknown account. */
      readonly actor: string;
      /** @description The NGO whose data this is (an observer's NGO; otherwise the actor's); `null` for a sign-in at an unknown account. */
      readonly ngoId: number | null;
      /** @enum {string} */
      readonly action:
        | 'auth.sign-in'
        | 'auth.sign-in-failed'
        | 'observer.add'
        | 'observer.edit'
        | 'observer.delete'
        | 'observer.retire'
        | 'observer.pin-reset'
        | 'observer.device-reset'
        | 'observer.import'
        | 'station.import-locations'
        | 'observer.attention-handled'
        | 'form.create'
        | 'form.save'
        | 'form.publish'
        | 'form.unpublish'
        | 'form.reorder'
        | 'form.delete'
        | 'form.archive'
        | 'form.restore'
        | 'thread.follow-up'
        | 'thread.take-over'
        | 'ngo.attention-thresholds'
        | 'notification.send'
        | 'export.answers'
        | 'export.notes'
        | 'export.observers'
        | 'export.audit';
      /** @enum {string} */
      readonly entityType: 'account' | 'observer' | 'ngo' | 'form' | 'thread' | 'notification' | 'export';
      readonly entityId: string;
      /** @description What changed, before → after for named fields. Never a PIN, a password or a token. */
      readonly summary: string;
      /** @description The item's name when it happened (an observer as `Name (0722…123)`, a form's code, a notification's title, a thread's observer and station); empty for events recorded before labels were kept and for items without a name. */
      readonly label: string;
      /** @description The client's address. */
      readonly ip: string;
      /** @description The request's id (as in the server's log lines). */
      readonly requestId: string;
    };
    readonly AuditPage: {
      readonly data: readonly components['schemas']['AuditEvent'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    readonly Boundaries: {
      /** @constant */
      readonly type: 'FeatureCollection';
      readonly features: readonly {
        /** @constant */
        readonly type: 'Feature';
        readonly properties: {
          /** @description The county code the API uses. */
          readonly code: string;
          readonly name: string;
        } & {
          readonly [key: string]: unknown;
        };
        readonly geometry: {
          readonly type: string;
          readonly coordinates: readonly unknown[];
        };
      }[];
    };
    readonly ClaimHeldProblem: {
      /** @description A URI naming the kind of problem. */
      readonly type: string;
      /** @description A short summary of that kind of problem. */
      readonly title: string;
      /** @description The HTTP status. */
      readonly status: number;
      /** @description What went wrong here, in English, for a person. */
      readonly detail?: string;
      /** @description Who holds the thread, and until when. */
      readonly errors: components['schemas']['ClaimState'];
      /** @description Beside `errors` of a refusal of named fields (400, and the 409 of a taken phone): the stable code of each message, same keys, same order (README "Field refusal codes"), e.g. `{ "name": ["name_bidi"] }`. Clients say the code in their own words. */
      readonly codes?: {
        readonly [key: string]: readonly string[];
      };
      /** @description 500 only: the request id (also the `X-Request-Id` header) to find the server log line. */
      readonly traceId?: string;
    };
    /**
     * @example {
     *       "claimedBy": "ngoadmin",
     *       "claimedUntil": "2026-11-08T09:22:00.000Z"
     *     }
     */
    readonly ClaimState: {
      /** @description The account handling the thread; `null` when no one is (or a claim expired). */
      readonly claimedBy: string | null;
      /** @description When the claim ends unless renewed (ISO-8601, UTC). */
      readonly claimedUntil: string | null;
    };
    /**
     * @example {
     *       "id": 1,
     *       "code": "AB",
     *       "name": "Alba",
     *       "limit": 460,
     *       "numberOfPollingStations": 460,
     *       "diaspora": false,
     *       "order": 1
     *     }
     */
    readonly County: {
      readonly id: number;
      readonly code: string;
      readonly name: string;
      /** @description Its polling stations are numbered 1 to `limit`. */
      readonly limit: number;
      /** @description The same as `limit`. */
      readonly numberOfPollingStations: number;
      readonly diaspora: boolean;
      readonly order: number;
    };
    readonly DeliveryCounts: {
      /** @description Not settled yet (waiting, being sent, or waiting to be tried again). */
      readonly pending: number;
      /** @description Accepted by the push provider (or recorded, without a provider). */
      readonly sent: number;
      /** @description Not delivered after every attempt, or refused by the provider. */
      readonly failed: number;
      /** @description The observer has no device for the channel (or its token was unregistered). */
      readonly noDevice: number;
      /** @description Recipients who said they read it. */
      readonly read: number;
    };
    /** @enum {string} */
    readonly DeliveryStatus: 'pending' | 'sent' | 'failed' | 'no_device';
    readonly Figure: {
      /** @description A county's name, or `"<county name> <station number>"`. */
      readonly label: string;
      readonly value: number;
    };
    readonly FigurePage: {
      readonly data: readonly components['schemas']['Figure'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    /** @description One answered question, with the options the observer chose. */
    readonly FilledInQuestion: {
      /** @description The question id. */
      readonly id: number;
      readonly formId: number;
      readonly formCode: string;
      readonly questionCode: string;
      readonly text: string;
      readonly questionTypeId: number;
      readonly answers: readonly {
        readonly optionId: number;
        readonly text: string;
        readonly isFreeText: boolean;
        /** @description The free text, for a free-text option. */
        readonly value: string | null;
        readonly flagged: boolean;
      }[];
    };
    readonly FollowUpChange: {
      /** @enum {string} */
      readonly status: 'none' | 'needed' | 'resolved';
      /** @description `null`: the system (a flagged answer reopened the thread). */
      readonly by: string | null;
      readonly at: string;
      /** @description `true`: a staff change made since the audit trail began, so the thread's audit history (`GET /api/v1/audit/thread/{id}`) already has it; `false`: a change by the system, or a staff change from before the trail, which only this list records. */
      readonly audited: boolean;
    };
    /**
     * @example {
     *       "followUp": "resolved",
     *       "followUpBy": "ngoadmin",
     *       "followUpAt": "2026-11-08T09:12:00.000Z"
     *     }
     */
    readonly FollowUpState: {
      /** @enum {string} */
      readonly followUp: 'none' | 'needed' | 'resolved';
      /** @description The account that set it; `null` when never set or set by the system. */
      readonly followUpBy: string | null;
      readonly followUpAt: string | null;
    };
    readonly FormList: {
      readonly formVersions: readonly components['schemas']['FormVersion'][];
    };
    readonly FormSection: {
      readonly id: number;
      readonly uniqueId: string;
      readonly code: string;
      readonly description: string;
      readonly orderNumber: number;
      readonly questions: readonly {
        readonly id: number;
        readonly formCode: string;
        readonly code: string;
        readonly idSection: number;
        readonly text: string;
        readonly hint: string | null;
        readonly questionType: number;
        readonly orderNumber: number;
        /** @description Staff tokens only. */
        readonly hasAnswers?: boolean;
        readonly optionsToQuestions: readonly {
          readonly id: number;
          /** @description What answers refer to. */
          readonly optionId: number;
          readonly text: string;
          readonly isFreeText: boolean;
          readonly flagged: boolean;
          readonly orderNumber: number;
          /** @description Staff tokens only. */
          readonly hasAnswers?: boolean;
        }[];
      }[];
    };
    readonly FormVersion: {
      readonly id: number;
      readonly code: string;
      readonly description: string;
      readonly currentVersion: number;
      /** @description The same as `currentVersion`. */
      readonly ver: number;
      readonly diaspora: boolean;
      readonly draft: boolean;
      readonly order: number;
      /** @description Archived: a draft left out of both default lists and of observers' reach; its answers are kept. Restore makes it a draft again. */
      readonly archived: boolean;
      /** @description Staff tokens only. */
      readonly hasAnswers?: boolean;
    };
    /**
     * @example {
     *       "observerId": 17,
     *       "observerName": "Ștefan Popescu",
     *       "pollingStationId": 1042,
     *       "countyCode": "AB",
     *       "pollingStationNumber": 12,
     *       "optionId": 33,
     *       "text": "The seal of box 2 was broken.",
     *       "lastModified": "2026-11-08T07:31:00.000Z"
     *     }
     */
    readonly FreeTextAnswer: {
      readonly observerId: number;
      readonly observerName: string;
      readonly pollingStationId: number;
      readonly countyCode: string;
      readonly pollingStationNumber: number;
      /** @description The free-text option the text was written in. */
      readonly optionId: number;
      readonly text: string;
      /** @description When the answer was written. */
      readonly lastModified: string;
    };
    readonly FreeTextPage: {
      readonly data: readonly components['schemas']['FreeTextAnswer'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    readonly ImportProblem: {
      /** @description A URI naming the kind of problem. */
      readonly type: string;
      /** @description A short summary of that kind of problem. */
      readonly title: string;
      /** @description The HTTP status. */
      readonly status: number;
      /** @description What went wrong here, in English, for a person. */
      readonly detail?: string;
      readonly errors?:
        | {
            /** @description The first 200 bad rows. */
            readonly rows: readonly components['schemas']['ImportRowError'][];
            readonly totalErrors: number;
          }
        | {
            readonly [key: string]: readonly string[];
          };
      /** @description Beside `errors` of a refusal of named fields (400, and the 409 of a taken phone): the stable code of each message, same keys, same order (README "Field refusal codes"), e.g. `{ "name": ["name_bidi"] }`. Clients say the code in their own words. */
      readonly codes?: {
        readonly [key: string]: readonly string[];
      };
      /** @description 500 only: the request id (also the `X-Request-Id` header) to find the server log line. */
      readonly traceId?: string;
    };
    readonly ImportRowError: {
      /** @description The physical line in the file; the header is line 1. */
      readonly line: number;
      /** @enum {string} */
      readonly field: 'phone' | 'pin' | 'name';
      /**
       * @description Stable: the back-office says it in the reader's language.
       * @enum {string}
       */
      readonly code:
        | 'phone_required'
        | 'phone_format'
        | 'phone_duplicate'
        | 'phone_taken'
        | 'pin_required'
        | 'pin_format'
        | 'name_required'
        | 'name_too_long'
        | 'name_bidi';
      /** @description English. */
      readonly message: string;
    };
    readonly LocationsImportProblem: {
      /** @description A URI naming the kind of problem. */
      readonly type: string;
      /** @description A short summary of that kind of problem. */
      readonly title: string;
      /** @description The HTTP status. */
      readonly status: number;
      /** @description What went wrong here, in English, for a person. */
      readonly detail?: string;
      readonly errors?:
        | {
            /** @description The first 200 bad rows. */
            readonly rows: readonly components['schemas']['LocationsImportRowError'][];
            readonly totalErrors: number;
          }
        | {
            readonly [key: string]: readonly string[];
          };
      /** @description Beside `errors` of a refusal of named fields (400, and the 409 of a taken phone): the stable code of each message, same keys, same order (README "Field refusal codes"), e.g. `{ "name": ["name_bidi"] }`. Clients say the code in their own words. */
      readonly codes?: {
        readonly [key: string]: readonly string[];
      };
      /** @description 500 only: the request id (also the `X-Request-Id` header) to find the server log line. */
      readonly traceId?: string;
    };
    readonly LocationsImportRowError: {
      /** @description The physical line in the file; the header is line 1. */
      readonly line: number;
      /** @enum {string} */
      readonly field: 'county' | 'number' | 'address' | 'latitude' | 'longitude';
      /**
       * @description Stable: the back-office says it in the reader's language.
       * @enum {string}
       */
      readonly code:
        | 'county_required'
        | 'county_unknown'
        | 'number_required'
        | 'number_format'
        | 'number_unknown'
        | 'station_duplicate'
        | 'address_too_long'
        | 'address_bidi'
        | 'coordinate_required'
        | 'coordinate_format'
        | 'coordinate_outside';
      /** @description English. */
      readonly message: string;
    };
    /**
     * @example {
     *       "code": "CJ",
     *       "name": "Cluj",
     *       "stations": 718,
     *       "covered": 212,
     *       "urgentOpen": 3,
     *       "resolved": 9,
     *       "lastActivity": "2026-11-08T09:41:00.000Z"
     *     }
     */
    readonly MapCounty: {
      readonly code: string;
      readonly name: string;
      readonly stations: number;
      /** @description Stations with an observer of the scope checked in and not left. */
      readonly covered: number;
      /** @description Threads with a flagged answer, not resolved. */
      readonly urgentOpen: number;
      /** @description Threads with a flagged answer, resolved. */
      readonly resolved: number;
      /** @description The latest check-in, answer or note in the county (ignores `since`). */
      readonly lastActivity: string | null;
    };
    /**
     * @example {
     *       "id": 812,
     *       "countyCode": "CJ",
     *       "number": 14,
     *       "lat": 46.7712,
     *       "lon": 23.6236,
     *       "state": "urgent",
     *       "urgentOpen": 1,
     *       "present": 2
     *     }
     */
    readonly MapStation: {
      readonly id: number;
      readonly countyCode: string;
      readonly number: number;
      /** @description WGS84 degrees; null when the station has no position yet. */
      readonly lat: number | null;
      readonly lon: number | null;
      /**
       * @description As the caller's NGO sees it, the first that applies: `urgent` (a thread with a flagged answer is not resolved), `resolved` (every such thread resolved), `present` (an observer checked in and not left), `left` (observers checked in and all left), `none`.
       * @enum {string}
       */
      readonly state: 'none' | 'present' | 'left' | 'urgent' | 'resolved';
      /** @description Threads with a flagged answer, not resolved. */
      readonly urgentOpen: number;
      /** @description Observers checked in and not left. */
      readonly present: number;
    };
    readonly MapStationDetail: {
      readonly id: number;
      readonly countyCode: string;
      readonly number: number;
      /** @description WGS84 degrees; null when the station has no position yet. */
      readonly lat: number | null;
      readonly lon: number | null;
      /**
       * @description As the caller's NGO sees it, the first that applies: `urgent` (a thread with a flagged answer is not resolved), `resolved` (every such thread resolved), `present` (an observer checked in and not left), `left` (observers checked in and all left), `none`.
       * @enum {string}
       */
      readonly state: 'none' | 'present' | 'left' | 'urgent' | 'resolved';
      /** @description Threads with a flagged answer, not resolved. */
      readonly urgentOpen: number;
      /** @description Observers checked in and not left. */
      readonly present: number;
      readonly countyName: string;
      readonly address: string | null;
      /** @description The scope's observers who checked in here, present ones first. */
      readonly observers: readonly {
        readonly id: number;
        readonly name: string;
        readonly phone: string;
        readonly arrivalTime: string | null;
        readonly leaveTime: string | null;
        /** @description Checked in and not left. */
        readonly present: boolean;
      }[];
      /** @description The scope's threads here with a flagged answer, unresolved first, newest first. */
      readonly urgentThreads: readonly {
        /** @description With the station id, the thread (`GET /api/v1/answers/filledIn`). */
        readonly observerId: number;
        readonly observerName: string;
        /** @enum {string} */
        readonly followUp: 'none' | 'needed' | 'resolved';
        readonly lastModified: string;
      }[];
    };
    readonly Note: {
      readonly id: number;
      readonly text: string;
      readonly questionId: number | null;
      readonly formId: number | null;
      readonly formCode: string | null;
      readonly observerId: number;
      readonly pollingStationId: number;
      readonly countyCode: string;
      readonly pollingStationNumber: number;
      readonly lastModified: string;
      /** @description Signed links to the attachments, on the API's origin, valid 1 hour. */
      readonly attachmentsPaths: readonly string[];
    };
    /**
     * @example {
     *       "observerId": 17,
     *       "name": "Ana Popescu",
     *       "status": "sent",
     *       "readAt": null
     *     }
     */
    readonly NotificationRecipient: {
      readonly observerId: number;
      readonly name: string;
      readonly status: components['schemas']['DeliveryStatus'];
      /** @description When the observer said they read it (ISO), or null. */
      readonly readAt: string | null;
    };
    readonly NotificationRecipientPage: {
      readonly data: readonly components['schemas']['NotificationRecipient'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    /**
     * @example {
     *       "id": 17,
     *       "name": "Ștefan Popescu",
     *       "phone": "0722000017",
     *       "ngo": "Asociația Observatorul Civic",
     *       "lastSeen": "2026-11-08T07:42:10.000Z",
     *       "deviceRegisterDate": "2026-11-08T07:40:02.000Z",
     *       "numberOfNotes": 2,
     *       "numberOfPollingStations": 1
     *     }
     */
    readonly Observer: {
      readonly id: number;
      readonly name: string;
      readonly phone: string;
      /** @description The observer's NGO. */
      readonly ngo: string;
      /** @description The latest sign-in, answer or note (moved at most once a minute on answers); `null` before any. */
      readonly lastSeen: string | null;
      /** @description When the observer's phone last registered for notifications. */
      readonly deviceRegisterDate: string | null;
      readonly numberOfNotes: number;
      /** @description Stations the observer checked in at. */
      readonly numberOfPollingStations: number;
    };
    readonly ObserverPage: {
      readonly data: readonly components['schemas']['Observer'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
      /** @description Pass as `after` for the next page (an opaque keyset cursor); `null` when there is none. */
      readonly nextCursor: string | null;
      /** @description Pass as `after` for the previous page (an opaque keyset cursor); `null` when there is none. */
      readonly previousCursor: string | null;
    };
    /**
     * @description An error, as `application/problem+json` (RFC 7807).
     * @example {
     *       "type": "https://tools.ietf.org/html/rfc7231#section-6.5.1",
     *       "title": "One or more validation errors occurred.",
     *       "status": 400,
     *       "detail": "One or more fields are invalid.",
     *       "errors": {
     *         "phone": [
     *           "Must be 10 to 15 digits, optionally starting with +."
     *         ]
     *       },
     *       "codes": {
     *         "phone": [
     *           "phone_format"
     *         ]
     *       }
     *     }
     */
    readonly Problem: {
      /** @description A URI naming the kind of problem. */
      readonly type: string;
      /** @description A short summary of that kind of problem. */
      readonly title: string;
      /** @description The HTTP status. */
      readonly status: number;
      /** @description What went wrong here, in English, for a person. */
      readonly detail?: string;
      /** @description Validation problems (400): a list of messages per wire name of the field (`formSections[0].code`). Other statuses document their own keys. */
      readonly errors?: {
        readonly [key: string]: unknown;
      };
      /** @description Beside `errors` of a refusal of named fields (400, and the 409 of a taken phone): the stable code of each message, same keys, same order (README "Field refusal codes"), e.g. `{ "name": ["name_bidi"] }`. Clients say the code in their own words. */
      readonly codes?: {
        readonly [key: string]: readonly string[];
      };
      /** @description 500 only: the request id (also the `X-Request-Id` header) to find the server log line. */
      readonly traceId?: string;
    };
    /**
     * @description One question's answers counted by option.
     * @example {
     *       "questionId": 12,
     *       "total": 40,
     *       "options": [
     *         {
     *           "optionId": 31,
     *           "count": 34,
     *           "flagged": 0
     *         },
     *         {
     *           "optionId": 32,
     *           "count": 6,
     *           "flagged": 6
     *         }
     *       ]
     *     }
     */
    readonly QuestionResult: {
      readonly questionId: number;
      /** @description Threads that answered the question under the filters (a multiple-choice question: not the sum of its options). */
      readonly total: number;
      readonly options: readonly {
        readonly optionId: number;
        /** @description Threads that chose the option: exactly those `GET /api/v1/answers?optionId=` lists with the same filters. */
        readonly count: number;
        /** @description Of those, the flagged answers: `count` for a flagged option, 0 otherwise. */
        readonly flagged: number;
      }[];
    };
    readonly ReadReceipt: {
      /** @description When it was first read (ISO); a repeated call answers the same time. */
      readonly readAt: string;
    };
    readonly Sent: {
      /** @description How many observers it was sent to. */
      readonly sent: number;
    };
    readonly SentNotification: {
      readonly id: number;
      readonly title: string;
      readonly body: string;
      readonly channel: string;
      readonly insertedAt: string;
      readonly senderAccount: string;
      readonly senderNgoName: string;
      readonly sentObserverIds: readonly number[];
      readonly delivery: components['schemas']['DeliveryCounts'];
    };
    readonly SentNotificationPage: {
      readonly data: readonly components['schemas']['SentNotification'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    readonly StationInfo: {
      /** @description The thread's latest change: check-in, answer or note. */
      readonly lastModified: string;
      readonly observerArrivalTime: string | null;
      readonly observerLeaveTime: string | null;
      readonly urbanArea: boolean | null;
      readonly isPollingStationPresidentFemale: boolean | null;
    };
    /**
     * @description One observer at one polling station, with the check-in details inline (a page of threads is one request).
     * @example {
     *       "observerId": 17,
     *       "pollingStationId": 1042,
     *       "pollingStationName": "Alba 12",
     *       "observerName": "Ștefan Popescu",
     *       "observerPhone": "0722000017",
     *       "observerPhoneNumber": "0722000017",
     *       "countyCode": "AB",
     *       "pollingStationNumber": 12,
     *       "urgent": true,
     *       "lastModified": "2026-11-08T08:02:11.000Z",
     *       "observerArrivalTime": "2026-11-08T06:45:00.000Z",
     *       "observerLeaveTime": null,
     *       "urbanArea": true,
     *       "isPollingStationPresidentFemale": false,
     *       "followUp": "needed",
     *       "followUpBy": "ngoadmin",
     *       "followUpAt": "2026-11-08T08:30:00.000Z",
     *       "claimedBy": "ngoadmin",
     *       "claimedUntil": "2026-11-08T08:40:00.000Z"
     *     }
     */
    readonly Thread: {
      readonly observerId: number;
      readonly pollingStationId: number;
      /** @description `"<county name> <station number>"`. */
      readonly pollingStationName: string;
      readonly observerName: string;
      readonly observerPhone: string;
      /** @description The same as `observerPhone`: the name the original client reads (compatibility alias). */
      readonly observerPhoneNumber: string;
      readonly countyCode: string;
      readonly pollingStationNumber: number;
      /** @description At least one answer chose a flagged option. */
      readonly urgent: boolean;
      /** @description The thread's latest change: check-in, answer or note. */
      readonly lastModified: string;
      readonly observerArrivalTime: string | null;
      readonly observerLeaveTime: string | null;
      readonly urbanArea: boolean | null;
      readonly isPollingStationPresidentFemale: boolean | null;
      /** @enum {string} */
      readonly followUp: 'none' | 'needed' | 'resolved';
      readonly followUpBy: string | null;
      readonly followUpAt: string | null;
      /** @description Who is handling the thread now ("being handled by"); `null`: no one, or the claim expired. */
      readonly claimedBy: string | null;
      /** @description When that claim ends unless renewed. */
      readonly claimedUntil: string | null;
    };
    readonly ThreadPage: {
      readonly data: readonly components['schemas']['Thread'][];
      readonly page: number;
      readonly pageSize: number;
      readonly totalItems: number;
      readonly totalPages: number;
    };
    /**
     * @example {
     *       "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.…",
     *       "expires_in": 43200
     *     }
     */
    readonly Token: {
      /** @description A signed JWT to send as `Authorization: Bearer <token>`. */
      readonly access_token: string;
      /** @description Seconds until the token expires. */
      readonly expires_in: number;
    };
    readonly Undelivered: {
      /** @description Active observers whose delivery failed or who had no device, ascending. */
      readonly observerIds: readonly number[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  readonly health: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "database": "ok"
           *     }
           */
          readonly 'application/json': {
            /** @enum {string} */
            readonly status: 'ok' | 'error';
            /** @enum {string} */
            readonly database: 'ok' | 'unreachable';
          };
        };
      };
      /** @description The database does not answer. */
      readonly 503: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "error",
           *       "database": "unreachable"
           *     }
           */
          readonly 'application/json': {
            /** @enum {string} */
            readonly status: 'ok' | 'error';
            /** @enum {string} */
            readonly database: 'ok' | 'unreachable';
          };
        };
      };
    };
  };
  readonly signIn: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        readonly 'application/json': {
          /** @description The staff account's name, or the observer's phone. */
          readonly user: string;
          /** @description The staff password, or the observer's PIN (any PIN set earlier works, whatever its length). */
          readonly password: string;
          /** @description The observer's device token for pushes: its presence makes this an observer sign-in. */
          readonly fcmToken?: string;
          /** @description The push channel of `fcmToken` (default `Firebase`). */
          readonly channelName?: string;
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['Token'];
        };
      };
      /** @description Invalid credentials (`detail: "Invalid credentials"`), or an invalid field. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Observer sign-in with a phone several active observers hold (data older than the one-phone rule); only when the PIN matches one of them. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed attempts for this account or from this address: `Retry-After` says when to try again. */
      readonly 429: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly listCounties: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['County'][];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly listPollingStations: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['County'][];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly checkIn: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "countyCode": "AB",
         *       "pollingStationNumber": 12,
         *       "observerArrivalTime": "2026-11-08T06:45:00Z",
         *       "urbanArea": true,
         *       "isPollingStationPresidentFemale": false
         *     }
         */
        readonly 'application/json': {
          readonly countyCode: string;
          /** @description From 1 to the county's `limit`. Also read as `idPollingStation` (the original client's name). */
          readonly pollingStationNumber: number;
          /**
           * @description An ISO-8601 date and time, or `yyyy-MM-dd hh:mm`; a time without a zone is read as UTC.
           * @example 2026-11-08T07:30:00Z
           * @example 2026-11-08 07:30
           */
          readonly observerArrivalTime?: string;
          /**
           * @description An ISO-8601 date and time, or `yyyy-MM-dd hh:mm`; a time without a zone is read as UTC.
           * @example 2026-11-08T07:30:00Z
           * @example 2026-11-08 07:30
           */
          readonly observerLeaveTime?: string;
          readonly urbanArea?: boolean;
          readonly isPollingStationPresidentFemale?: boolean;
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': true;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an observer's token, or the observer was retired (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly importStationLocations: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        readonly 'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file.
           */
          readonly file: string;
        };
      };
    };
    readonly responses: {
      /** @description How many stations were written. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': number;
        };
      };
      /** @description A bad row (`errors.rows`, `errors.totalErrors`), a bad file (`errors.file`), or no file. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['LocationsImportProblem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an organizer's staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The file is larger than 5 MiB, or has more than 50,000 rows. */
      readonly 413: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly listObservers: {
    readonly parameters: {
      readonly query?: {
        /** @description One observer by id: an empty page when it is not the caller's to see, or retired. */
        readonly id?: number;
        /** @description A part of the name; case and diacritics are ignored (`stefan` finds `Ștefan`). */
        readonly name?: string;
        /** @description A part of the phone number (spaces, dots, dashes and brackets ignored). Also read as `number` or `phoneNumber` (the original client's names). */
        readonly phone?: string;
        /** @description `name` (Romanian order, the default) or `lastSeen`; equal keys by id. Case-insensitive. */
        readonly sortBy?: 'name' | 'lastSeen';
        /** @description `asc` (the default) or `desc`. */
        readonly sortDirection?: 'asc' | 'desc';
        /** @description The page, from 1 (an OFFSET walk: for going on page by page, `after` costs the same at any depth). Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 20; above 1000: 1000. Never an error. */
        readonly pageSize?: number;
        /** @description A page's `nextCursor` or `previousCursor`: that neighbouring page, read from the index at the cursor (keyset paging), whatever its depth. `page` is then ignored; the sort, filters and page size must be the ones the cursor was given for (otherwise a 400 on `after`). */
        readonly after?: string;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['ObserverPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly editObserver: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** @description Blank or null `name`, `phone` and `pin` mean "unchanged"; at least one must change. */
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "observerId": 17,
         *       "pin": "123456"
         *     }
         */
        readonly 'application/json': {
          readonly observerId: number;
          readonly name?: string;
          /**
           * @description 10 to 15 digits with an optional leading `+`; spaces, dots, dashes and brackets are dropped.
           * @example 0722123456
           * @example +40 722 123 456
           */
          readonly phone?: string;
          readonly pin?: string;
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': true;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such observer, or not the caller's to see. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The phone belongs to another active observer (of any NGO): the answer names no one. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly addObserver: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "phone": "0722123456",
         *       "pin": "1234",
         *       "name": "Ioana Munteanu"
         *     }
         */
        readonly 'application/json': {
          /**
           * @description 10 to 15 digits with an optional leading `+`; spaces, dots, dashes and brackets are dropped.
           * @example 0722123456
           * @example +40 722 123 456
           */
          readonly phone: string;
          readonly pin: string;
          readonly name: string;
          /** @description Accepted for the original client; no SMS is sent. */
          readonly sendSMS?: boolean;
        };
      };
    };
    readonly responses: {
      /** @description The new observer's id. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': number;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The phone belongs to another active observer (of any NGO): the answer names no one. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly deleteObserver: {
    readonly parameters: {
      readonly query: {
        readonly id: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': true;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such observer, or not the caller's to see. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly countObservers: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': number;
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly listActiveObservers: {
    readonly parameters: {
      readonly query?: {
        /** @description County codes (repeated, `countyCodes[0]=AB`, or comma-separated); all counties when absent. */
        readonly countyCodes?: readonly string[];
        readonly fromPollingStationNumber?: number;
        readonly toPollingStationNumber?: number;
        /** @description Accepted and ignored: the list is defined by check-ins only. */
        readonly currentlyCheckedIn?: boolean;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['Observer'][];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly exportObservers: {
    readonly parameters: {
      readonly query?: {
        /** @description One observer by id: an empty page when it is not the caller's to see, or retired. */
        readonly id?: number;
        /** @description A part of the name; case and diacritics are ignored (`stefan` finds `Ștefan`). */
        readonly name?: string;
        /** @description A part of the phone number (spaces, dots, dashes and brackets ignored). Also read as `number` or `phoneNumber` (the original client's names). */
        readonly phone?: string;
        /** @description `name` (Romanian order, the default) or `lastSeen`; equal keys by id. Case-insensitive. */
        readonly sortBy?: 'name' | 'lastSeen';
        /** @description `asc` (the default) or `desc`. */
        readonly sortDirection?: 'asc' | 'desc';
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description observers.csv */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'text/csv': string;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly importObservers: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        readonly 'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file.
           */
          readonly file: string;
          /** @description Organizers only: the NGO to import into (another NGO's id from anyone else is a 404). Also read as `ngoId`. */
          readonly ongId?: number;
        };
      };
    };
    readonly responses: {
      /** @description How many observers were added. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': number;
        };
      };
      /** @description A bad row (`errors.rows`, `errors.totalErrors`), a bad file (`errors.file`), or no file. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['ImportProblem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such NGO, or not the caller's to import into. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The file is larger than 5 MiB. */
      readonly 413: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly resetObserver: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "action": "reset-password",
         *       "observerId": 17,
         *       "pin": "4821"
         *     }
         */
        readonly 'application/json': {
          /**
           * @description `reset-password` sets a new PIN; `device` removes the device registrations.
           * @enum {string}
           */
          readonly action: 'reset-password' | 'device';
          /** @description Exactly this observer (a `phoneNumber` sent beside it is not used to choose). */
          readonly observerId?: number;
          /**
           * @description Without `observerId`: the one active observer the caller can see with this phone.
           * @example 0722123456
           * @example +40 722 123 456
           */
          readonly phoneNumber?: string;
          /** @description Required with `reset-password`. */
          readonly pin?: string;
        };
      };
    };
    readonly responses: {
      /** @description `true` for `reset-password`; for `device`, the number of device registrations removed. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': true | number;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such observer the caller can see (by id, or by phone). */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description More than one observer the caller can see has this phone: choose one by `observerId`. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly listObserversNeedingAttention: {
    readonly parameters: {
      readonly query: {
        /** @description `silent`: checked in, nothing sent (check-in, answer, note) for `minutes`; `not-started`: active, no check-in by the time of day; `left-with-urgent`: left a station whose thread has flagged answers not resolved; `unread`: did not read the last notification sent to them within `minutes`. */
        readonly kind: 'silent' | 'not-started' | 'left-with-urgent' | 'unread';
        /** @description The threshold; without it, the NGO's own (see thresholds). For `not-started` it is the time of day, in minutes after midnight in the election's time zone (480 = 08:00); `left-with-urgent` has none. */
        readonly minutes?: number;
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 50; above 500: 500. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['AttentionPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly markAttentionHandled: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "observerId": 17,
         *       "kind": "silent"
         *     }
         */
        readonly 'application/json': {
          readonly observerId: number;
          /**
           * @description `silent`: checked in, nothing sent (check-in, answer, note) for `minutes`; `not-started`: active, no check-in by the time of day; `left-with-urgent`: left a station whose thread has flagged answers not resolved; `unread`: did not read the last notification sent to them within `minutes`.
           * @enum {string}
           */
          readonly kind: 'silent' | 'not-started' | 'left-with-urgent' | 'unread';
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['AttentionHandled'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such active observer the caller can see. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly getAttentionThresholds: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['AttentionThresholds'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly setAttentionThresholds: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "silentMinutes": 60,
         *       "notStartedBy": "08:00",
         *       "unreadMinutes": 30
         *     }
         */
        readonly 'application/json': {
          /** @description Silent after this many minutes without a check-in, an answer or a note. */
          readonly silentMinutes: number;
          /** @description Not started: no check-in by this time of day, in the election's time zone. */
          readonly notStartedBy: string;
          /** @description Unread after this many minutes. */
          readonly unreadMinutes: number;
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['AttentionThresholds'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly listForms: {
    readonly parameters: {
      readonly query?: {
        /** @description `true`: the drafts instead of the published forms (staff only; observers always get the published ones). */
        readonly draft?: boolean;
        /** @description `false`: leave out the diaspora forms. */
        readonly diaspora?: boolean;
        /** @description `true`: the archived forms instead (staff only; `draft` is then not read). Archived forms are in neither default list. */
        readonly archived?: boolean;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['FormList'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly updateForm: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "id": 3,
         *       "draft": false
         *     }
         */
        readonly 'application/json': {
          readonly id: number;
          readonly code?: string;
          readonly description?: string;
          readonly diaspora?: boolean;
          /** @description `false` publishes the form; `true` unpublishes it. */
          readonly draft?: boolean;
          /** @description Ignored: the version goes up by one when the content changes. */
          readonly currentVersion?: unknown;
          /** @description Also read as `orderNumber` (the original client's name). */
          readonly order?: number;
          /** @description The whole content (absent: only the metadata given changes). */
          readonly formSections?: readonly {
            readonly id?: number;
            readonly code: string;
            readonly description?: string;
            readonly questions?: readonly {
              /** @description Kept when it is one of this form's questions; otherwise a new question. */
              readonly id?: number;
              readonly code: string;
              readonly text: string;
              readonly hint?: string;
              /** @description 0 multiple choice, 1 single choice, 2 single choice with free text, 3 multiple choice with free text. */
              readonly questionType?: number;
              readonly optionsToQuestions: readonly {
                /** @description The same as `optionId`. */
                readonly id?: number;
                /** @description The option's id within its question: kept when it belongs to this question, otherwise a new option. Also read as `idOption`. */
                readonly optionId?: number;
                readonly text: string;
                readonly isFreeText?: boolean;
                /** @description An answer choosing it is an irregularity. */
                readonly flagged?: boolean;
                /** @description The same as `flagged` (the original client's name); wins when both are sent. */
                readonly isFlagged?: boolean;
              }[];
            }[];
          }[];
        };
      };
    };
    readonly responses: {
      /** @description The form's id. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': number;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an organizer's staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such form (or a draft, for an observer). */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Another form has this code; or the body would remove questions or options that have answers (nothing changes): `errors: { questions: [ids], options: [optionIds] }`, ascending; or the form is archived (restore it first). */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly createForm: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "code": "A",
         *       "description": "Opening",
         *       "draft": true,
         *       "formSections": [
         *         {
         *           "code": "A1",
         *           "description": "Before opening",
         *           "questions": [
         *             {
         *               "code": "A1-1",
         *               "text": "Did the station open on time?",
         *               "questionType": 1,
         *               "optionsToQuestions": [
         *                 {
         *                   "text": "Yes",
         *                   "flagged": false
         *                 },
         *                 {
         *                   "text": "No",
         *                   "flagged": true
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        readonly 'application/json': {
          readonly code: string;
          readonly description: string;
          readonly diaspora?: boolean;
          readonly draft?: boolean;
          readonly currentVersion?: number;
          /** @description Where the form sits in the list (default: last). Also read as `orderNumber` (the original client's name). */
          readonly order?: number;
          /** @description The whole content, in the order to keep (`orderNumber` values are ignored and re-derived). */
          readonly formSections: readonly {
            readonly id?: number;
            readonly code: string;
            readonly description?: string;
            readonly questions?: readonly {
              /** @description Kept when it is one of this form's questions; otherwise a new question. */
              readonly id?: number;
              readonly code: string;
              readonly text: string;
              readonly hint?: string;
              /** @description 0 multiple choice, 1 single choice, 2 single choice with free text, 3 multiple choice with free text. */
              readonly questionType?: number;
              readonly optionsToQuestions: readonly {
                /** @description The same as `optionId`. */
                readonly id?: number;
                /** @description The option's id within its question: kept when it belongs to this question, otherwise a new option. Also read as `idOption`. */
                readonly optionId?: number;
                readonly text: string;
                readonly isFreeText?: boolean;
                /** @description An answer choosing it is an irregularity. */
                readonly flagged?: boolean;
                /** @description The same as `flagged` (the original client's name); wins when both are sent. */
                readonly isFlagged?: boolean;
              }[];
            }[];
          }[];
        };
      };
    };
    readonly responses: {
      /** @description The new form's id. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': number;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an organizer's staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another form has this code. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly deleteForm: {
    readonly parameters: {
      readonly query: {
        /** @description Also read as `id` (the original client's name). */
        readonly formId: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': true;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an organizer's staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such form (or a draft, for an observer). */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The form has answers: archive it instead. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly getForm: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['FormSection'][];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such form (or a draft, for an observer). */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly archiveForm: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['FormVersion'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an organizer's staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such form (or a draft, for an observer). */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly restoreForm: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['FormVersion'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an organizer's staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such form (or a draft, for an observer). */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly listThreads: {
    readonly parameters: {
      readonly query?: {
        /** @description A county code. Also read as `countyCode` (the original client's name). */
        readonly county?: string;
        readonly pollingStationNumber?: number;
        /** @description Only stations numbered this or higher. */
        readonly fromPollingStationNumber?: number;
        /** @description Only stations numbered this or lower. */
        readonly toPollingStationNumber?: number;
        /** @description A part of the observer's phone. Also read as `observerPhoneNumber` (the original client's name). */
        readonly phoneObserver?: string;
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId?: number;
        /** @description Threads changed at or after this time. */
        readonly from?: string;
        /** @description Threads changed at or before this time. */
        readonly to?: string;
        /** @description `true`: only threads with at least one flagged answer. Also read as `isUrgent` (the original client's name). */
        readonly urgent?: boolean;
        /** @description Only threads with this follow-up status (case-insensitive). */
        readonly followUp?: 'none' | 'needed' | 'resolved';
        /** @description Only threads that answered this question. */
        readonly questionId?: number;
        /** @description Only threads that chose this option (with `questionId`: an option of that question). */
        readonly optionId?: number;
        /** @description `true`: threads not yet `resolved` first, then the resolved ones, each group newest first; paging and totals follow that order. */
        readonly unresolvedFirst?: boolean;
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 20; above 1000: 1000. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['ThreadPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly submitAnswers: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "answers": [
         *         {
         *           "questionId": 41,
         *           "countyCode": "AB",
         *           "pollingStationNumber": 12,
         *           "options": [
         *             {
         *               "optionId": 97
         *             },
         *             {
         *               "optionId": 99,
         *               "value": "Seal broken"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        readonly 'application/json': {
          readonly answers: readonly {
            readonly questionId: number;
            readonly countyCode: string;
            readonly pollingStationNumber: number;
            /** @description The options chosen (`optionId` is also read as `idOption`). An empty list clears the answer. */
            readonly options: readonly {
              readonly optionId: number;
              /** @description The text of a free-text option. */
              readonly value?: string;
            }[];
          }[];
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': true;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an observer's token, or the observer was retired (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly registerDevice: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "channelName": "Firebase",
         *       "token": "device-token"
         *     }
         */
        readonly 'application/json': {
          readonly channelName: string;
          readonly token: string;
        };
      };
    };
    readonly responses: {
      /** @description Registered (no body). */
      readonly 202: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': unknown;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an observer's token, or the observer was retired (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly listNotes: {
    readonly parameters: {
      readonly query: {
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId: number;
        /** @description Also read as `idPollingStation` (the original client's name). */
        readonly pollingStationId?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['Note'][];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such observer, or another NGO's. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly addNote: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        readonly 'multipart/form-data': {
          readonly countyCode: string;
          readonly pollingStationNumber: number;
          /** @description The question the note is about, of a published form (absent, empty, 0 or `null`: none). */
          readonly questionId?: number;
          /** @description Up to 10,000 characters; a note needs a text or at least one file. */
          readonly text?: string;
          /** @description 0 to 5 files (any part name), 10 MiB each; the content type is sniffed from the bytes. */
          readonly files?: readonly string[];
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['Note'];
        };
      };
      /** @description A field is missing or invalid (neither text nor file, an unknown station or question), or more than 5 files. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an observer's token, or the observer was retired (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A file is larger than 10 MiB. */
      readonly 413: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly attachment: {
    readonly parameters: {
      readonly query?: {
        /** @description When the link expires (seconds since 1970). */
        readonly exp?: string;
        /** @description The link's signature. */
        readonly sig?: string;
      };
      readonly header?: never;
      readonly path: {
        /** @description The attachment's storage name. */
        readonly name: string;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description The file. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'image/jpeg': string;
          readonly 'image/png': string;
          readonly 'image/gif': string;
          readonly 'image/webp': string;
          readonly 'application/octet-stream': string;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The link is invalid or has expired, or the file is gone. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly filledIn: {
    readonly parameters: {
      readonly query: {
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId: number;
        /** @description Also read as `idPollingStation` (the original client's name). */
        readonly pollingStationId: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['FilledInQuestion'][];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such observer, or another NGO's. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly pollingStationInfo: {
    readonly parameters: {
      readonly query: {
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId: number;
        /** @description Also read as `pollingStationNumber` (the original client's name). */
        readonly pollingStationId: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['StationInfo'];
        };
      };
      /** @description The caller's own observer never checked in at that station. */
      readonly 204: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': unknown;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such observer, or another NGO's. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly setFollowUp: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "observerId": 17,
         *       "pollingStationId": 1042,
         *       "status": "resolved"
         *     }
         */
        readonly 'application/json': {
          /** @description Also read as `idObserver` (the original client's name). */
          readonly observerId: number;
          /** @description Also read as `idPollingStation` (the original client's name). */
          readonly pollingStationId: number;
          /** @enum {string} */
          readonly status: 'none' | 'needed' | 'resolved';
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['FollowUpState'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No thread for that observer and station (a thread = answers from that observer there), or another NGO's observer. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly followUpHistory: {
    readonly parameters: {
      readonly query: {
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId: number;
        /** @description Also read as `idPollingStation` (the original client's name). */
        readonly pollingStationId: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['FollowUpChange'][];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No thread for that observer and station (a thread = answers from that observer there), or another NGO's observer. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly questionResults: {
    readonly parameters: {
      readonly query: {
        /** @description The form whose questions are counted. */
        readonly formId: number;
        /** @description A county code. Also read as `countyCode` (the original client's name). */
        readonly county?: string;
        readonly pollingStationNumber?: number;
        /** @description Only stations numbered this or higher. */
        readonly fromPollingStationNumber?: number;
        /** @description Only stations numbered this or lower. */
        readonly toPollingStationNumber?: number;
        /** @description A part of the observer's phone. Also read as `observerPhoneNumber` (the original client's name). */
        readonly phoneObserver?: string;
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId?: number;
        /** @description Threads changed at or after this time. */
        readonly from?: string;
        /** @description Threads changed at or before this time. */
        readonly to?: string;
        /** @description `true`: only threads with at least one flagged answer. Also read as `isUrgent` (the original client's name). */
        readonly urgent?: boolean;
        /** @description Only threads with this follow-up status (case-insensitive). */
        readonly followUp?: 'none' | 'needed' | 'resolved';
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['QuestionResult'][];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such form. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly freeTextAnswers: {
    readonly parameters: {
      readonly query?: {
        /** @description A county code. Also read as `countyCode` (the original client's name). */
        readonly county?: string;
        readonly pollingStationNumber?: number;
        /** @description Only stations numbered this or higher. */
        readonly fromPollingStationNumber?: number;
        /** @description Only stations numbered this or lower. */
        readonly toPollingStationNumber?: number;
        /** @description A part of the observer's phone. Also read as `observerPhoneNumber` (the original client's name). */
        readonly phoneObserver?: string;
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId?: number;
        /** @description Threads changed at or after this time. */
        readonly from?: string;
        /** @description Threads changed at or before this time. */
        readonly to?: string;
        /** @description `true`: only threads with at least one flagged answer. Also read as `isUrgent` (the original client's name). */
        readonly urgent?: boolean;
        /** @description Only threads with this follow-up status (case-insensitive). */
        readonly followUp?: 'none' | 'needed' | 'resolved';
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 20; above 1000: 1000. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path: {
        readonly questionId: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['FreeTextPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such question. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly anomalies: {
    readonly parameters: {
      readonly query?: {
        /** @description Rank stations (each against its county) or counties (each against all of them). */
        readonly level?: 'station' | 'county';
        /** @description Only this form's answers and notes. */
        readonly formId?: number;
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 20; above 1000: 1000. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['AnomalyPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such form. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly statistic: {
    readonly parameters: {
      readonly query?: {
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 20; above 1000: 1000. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path: {
        /** @description Which figure (case-insensitive; another name is a 404). */
        readonly method:
          | 'observerNumber'
          | 'countiesIrregularities'
          | 'pollingStationIrregularities'
          | 'countiesOpeningIrregularities'
          | 'pollingStationOpeningIrregularities'
          | 'countiesByCountingIrregularities'
          | 'pollingStationsByCountingIrregularities';
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['FigurePage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such statistic. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly sendNotification: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "title": "Polls close at 21:00",
         *       "message": "Remember to send the counting form.",
         *       "recipients": [
         *         17,
         *         18
         *       ]
         *     }
         */
        readonly 'application/json': {
          /** @description The push channel (default `Firebase`), compared case-insensitively with the devices'. */
          readonly channel?: string;
          /** @description The sender's name as observers see it. */
          readonly from?: string;
          readonly title: string;
          readonly message: string;
          /** @description Observer ids (a list, or comma-separated); repeats count once. */
          readonly recipients: readonly number[];
        };
      };
    };
    readonly responses: {
      /** @description Accepted */
      readonly 202: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['Sent'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A recipient is not an active observer the caller can see: nothing was sent. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly sendNotificationToAll: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "title": "Polls close at 21:00",
         *       "message": "Remember to send the counting form."
         *     }
         */
        readonly 'application/json': {
          /** @description The push channel (default `Firebase`), compared case-insensitively with the devices'. */
          readonly channel?: string;
          /** @description The sender's name as observers see it. */
          readonly from?: string;
          readonly title: string;
          readonly message: string;
        };
      };
    };
    readonly responses: {
      /** @description Accepted */
      readonly 202: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['Sent'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly listSentNotifications: {
    readonly parameters: {
      readonly query?: {
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 20; above 1000: 1000. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['SentNotificationPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly getSentNotification: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['SentNotification'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such notification, or another NGO sent it. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly listNotificationRecipients: {
    readonly parameters: {
      readonly query?: {
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Items per page. Below 1 or not a number: 50; above 1000: 1000. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['NotificationRecipientPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such notification, or another NGO sent it. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly listUndeliveredRecipients: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['Undelivered'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such notification, or another NGO sent it. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly markNotificationRead: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['ReadReceipt'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not an observer's token, or the observer was retired (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This notification was not sent to the caller. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly exportAnswers: {
    readonly parameters: {
      readonly query?: {
        /** @description A county code. Also read as `countyCode` (the original client's name). */
        readonly county?: string;
        readonly pollingStationNumber?: number;
        /** @description Only stations numbered this or higher. */
        readonly fromPollingStationNumber?: number;
        /** @description Only stations numbered this or lower. */
        readonly toPollingStationNumber?: number;
        /** @description A part of the observer's phone. Also read as `observerPhoneNumber` (the original client's name). */
        readonly phoneObserver?: string;
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId?: number;
        /** @description Threads changed at or after this time. */
        readonly from?: string;
        /** @description Threads changed at or before this time. */
        readonly to?: string;
        /** @description `true`: only threads with at least one flagged answer. Also read as `isUrgent` (the original client's name). */
        readonly urgent?: boolean;
        /** @description Only threads with this follow-up status (case-insensitive). */
        readonly followUp?: 'none' | 'needed' | 'resolved';
        /** @description Only threads that answered this question. */
        readonly questionId?: number;
        /** @description Only threads that chose this option (with `questionId`: an option of that question). */
        readonly optionId?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description answers.xlsx */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly exportAnswersOriginalClient: {
    readonly parameters: {
      readonly query?: {
        /** @description A county code. Also read as `countyCode` (the original client's name). */
        readonly county?: string;
        readonly pollingStationNumber?: number;
        /** @description Only stations numbered this or higher. */
        readonly fromPollingStationNumber?: number;
        /** @description Only stations numbered this or lower. */
        readonly toPollingStationNumber?: number;
        /** @description A part of the observer's phone. Also read as `observerPhoneNumber` (the original client's name). */
        readonly phoneObserver?: string;
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId?: number;
        /** @description Threads changed at or after this time. */
        readonly from?: string;
        /** @description Threads changed at or before this time. */
        readonly to?: string;
        /** @description `true`: only threads with at least one flagged answer. Also read as `isUrgent` (the original client's name). */
        readonly urgent?: boolean;
        /** @description Only threads with this follow-up status (case-insensitive). */
        readonly followUp?: 'none' | 'needed' | 'resolved';
        /** @description Only threads that answered this question. */
        readonly questionId?: number;
        /** @description Only threads that chose this option (with `questionId`: an option of that question). */
        readonly optionId?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description answers.xlsx */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly exportNotes: {
    readonly parameters: {
      readonly query?: {
        /** @description A county code. Also read as `countyCode` (the original client's name). */
        readonly county?: string;
        readonly pollingStationNumber?: number;
        /** @description Only stations numbered this or higher. */
        readonly fromPollingStationNumber?: number;
        /** @description Only stations numbered this or lower. */
        readonly toPollingStationNumber?: number;
        /** @description A part of the observer's phone. Also read as `observerPhoneNumber` (the original client's name). */
        readonly phoneObserver?: string;
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId?: number;
        /** @description Threads changed at or after this time. */
        readonly from?: string;
        /** @description Threads changed at or before this time. */
        readonly to?: string;
        /** @description `true`: only threads with at least one flagged answer. Also read as `isUrgent` (the original client's name). */
        readonly urgent?: boolean;
        /** @description Only threads with this follow-up status (case-insensitive). */
        readonly followUp?: 'none' | 'needed' | 'resolved';
        /** @description Only threads that answered this question. */
        readonly questionId?: number;
        /** @description Only threads that chose this option (with `questionId`: an option of that question). */
        readonly optionId?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description notes.csv */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'text/csv': string;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly metrics: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description The metrics, in Prometheus text format 0.0.4. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'text/plain; version=0.0.4; charset=utf-8': string;
        };
      };
      /** @description No `Authorization: Bearer <METRICS_TOKEN>`, or another token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Metrics are off: the server has no `METRICS_TOKEN`. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly listAudit: {
    readonly parameters: {
      readonly query?: {
        /** @description The account that acted (exactly). */
        readonly actor?: string;
        /** @description One action, named `entity.verb` (e.g. `observer.pin-reset`). */
        readonly action?:
          | 'auth.sign-in'
          | 'auth.sign-in-failed'
          | 'observer.add'
          | 'observer.edit'
          | 'observer.delete'
          | 'observer.retire'
          | 'observer.pin-reset'
          | 'observer.device-reset'
          | 'observer.import'
          | 'station.import-locations'
          | 'observer.attention-handled'
          | 'form.create'
          | 'form.save'
          | 'form.publish'
          | 'form.unpublish'
          | 'form.reorder'
          | 'form.delete'
          | 'form.archive'
          | 'form.restore'
          | 'thread.follow-up'
          | 'thread.take-over'
          | 'ngo.attention-thresholds'
          | 'notification.send'
          | 'export.answers'
          | 'export.notes'
          | 'export.observers'
          | 'export.audit';
        /** @description One kind of item. */
        readonly entityType?: 'account' | 'observer' | 'ngo' | 'form' | 'thread' | 'notification' | 'export';
        /** @description Events at or after this time. */
        readonly from?: string;
        /** @description Events at or before this time. */
        readonly to?: string;
        /** @description The page, from 1. Below 1 or not a number: 1; above 10000000: 10000000. Never an error. */
        readonly page?: number;
        /** @description Events per page. Below 1 or not a number: 50; above 500: 500. Never an error. */
        readonly pageSize?: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly exportAudit: {
    readonly parameters: {
      readonly query?: {
        /** @description The account that acted (exactly). */
        readonly actor?: string;
        /** @description One action, named `entity.verb` (e.g. `observer.pin-reset`). */
        readonly action?:
          | 'auth.sign-in'
          | 'auth.sign-in-failed'
          | 'observer.add'
          | 'observer.edit'
          | 'observer.delete'
          | 'observer.retire'
          | 'observer.pin-reset'
          | 'observer.device-reset'
          | 'observer.import'
          | 'station.import-locations'
          | 'observer.attention-handled'
          | 'form.create'
          | 'form.save'
          | 'form.publish'
          | 'form.unpublish'
          | 'form.reorder'
          | 'form.delete'
          | 'form.archive'
          | 'form.restore'
          | 'thread.follow-up'
          | 'thread.take-over'
          | 'ngo.attention-thresholds'
          | 'notification.send'
          | 'export.answers'
          | 'export.notes'
          | 'export.observers'
          | 'export.audit';
        /** @description One kind of item. */
        readonly entityType?: 'account' | 'observer' | 'ngo' | 'form' | 'thread' | 'notification' | 'export';
        /** @description Events at or after this time. */
        readonly from?: string;
        /** @description Events at or before this time. */
        readonly to?: string;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description audit.csv */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'text/csv': string;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly itemHistory: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly entityType: 'account' | 'observer' | 'ngo' | 'form' | 'thread' | 'notification' | 'export';
        /** @description The item's id; a thread is `observerId-pollingStationId`. */
        readonly entityId: string;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['AuditEvent'][];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly claimThread: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody: {
      readonly content: {
        /**
         * @example {
         *       "observerId": 17,
         *       "pollingStationId": 1042
         *     }
         */
        readonly 'application/json': {
          /** @description Also read as `idObserver` (the original client's name). */
          readonly observerId: number;
          /** @description Also read as `idPollingStation` (the original client's name). */
          readonly pollingStationId: number;
          /** @description Take the thread from whoever holds it (recorded in the audit trail as `thread.take-over`). */
          readonly takeOver?: boolean;
        };
      };
    };
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['ClaimState'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No thread for that observer and station, or another NGO's observer. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Someone else is handling the thread (`errors.claimedBy`, `errors.claimedUntil`); send `takeOver: true` to take it. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['ClaimHeldProblem'];
        };
      };
    };
  };
  readonly releaseThread: {
    readonly parameters: {
      readonly query: {
        /** @description Also read as `idObserver` (the original client's name). */
        readonly observerId: number;
        /** @description Also read as `idPollingStation` (the original client's name). */
        readonly pollingStationId: number;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['ClaimState'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No thread for that observer and station, or another NGO's observer. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Someone else holds the thread: their claim stays. */
      readonly 409: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['ClaimHeldProblem'];
        };
      };
    };
  };
  readonly mapCounties: {
    readonly parameters: {
      readonly query?: {
        /** @description Only activity at or after this time counts: check-ins and leaves, and urgent threads answered or triaged since (a station with none reads `none`). */
        readonly since?: string;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['MapCounty'][];
        };
      };
      /** @description Not modified: `If-None-Match` holds the current `ETag`. No body. */
      readonly 304: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': unknown;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly mapStations: {
    readonly parameters: {
      readonly query?: {
        /** @description A county code (`CJ`); without it, every county. */
        readonly county?: string;
        /** @description Only activity at or after this time counts: check-ins and leaves, and urgent threads answered or triaged since (a station with none reads `none`). */
        readonly since?: string;
      };
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': readonly components['schemas']['MapStation'][];
        };
      };
      /** @description Not modified: `If-None-Match` holds the current `ETag`. No body. */
      readonly 304: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': unknown;
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  readonly mapStation: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        /** @description The station's id (from the station list). */
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description OK */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': components['schemas']['MapStationDetail'];
        };
      };
      /** @description A field is missing or invalid: `errors` names each one. */
      readonly 400: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such station. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  readonly mapBoundaries: {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly requestBody?: never;
    readonly responses: {
      /** @description The outlines. */
      readonly 200: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/geo+json': components['schemas']['Boundaries'];
        };
      };
      /** @description Not modified: `If-None-Match` holds the current `ETag`. No body. */
      readonly 304: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/json': unknown;
        };
      };
      /** @description No valid token (empty body). */
      readonly 401: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The token is not a staff token (empty body). */
      readonly 403: {
        headers: {
          readonly [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No outlines are configured (MAP_BOUNDARIES); the map works without them. */
      readonly 404: {
        headers: {
          readonly [name: string]: unknown;
        };
        content: {
          readonly 'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
}
