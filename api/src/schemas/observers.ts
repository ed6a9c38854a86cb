import { z } from 'zod';
import { bool, id, int, list, optionalText, phone, pin } from '../validation/fields.js';
import { observerName } from '../validation/names.js';
import { cursorField, keysetEnvelopeOf, pageField, request } from '../openapi/wire.js';

const sortBy = z.preprocess(
  (v) => (typeof v === 'string' ? (({ name: 'name', lastseen: 'lastSeen' } as Record<string, string>)[v.trim().toLowerCase()] ?? v) : v),
  z.enum(['name', 'lastSeen'], { error: 'Must be name or lastSeen.' }),
);
const sortDirection = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['asc', 'desc'], { error: 'Must be asc or desc.' }),
);

/** The list's filters, shared by its CSV export. */
const filters = {
  id: id().optional().describe("One observer by id: an empty page when it is not the caller's to see, or retired."),
  name: optionalText(100).describe('A part of the name; case and diacritics are ignored (`stefan` finds `Ștefan`).'),
  phone: optionalText(20).describe('A part of the phone number (spaces, dots, dashes and brackets ignored).'),
  sortBy: sortBy.optional().describe('`name` (Romanian order, the default) or `lastSeen`; equal keys by id. Case-insensitive.'),
  sortDirection: sortDirection.optional().describe('`asc` (the default) or `desc`.'),
};
const FILTER_ALIASES = { number: 'phone', phoneNumber: 'phone' };

export const ObserverListQuery = request(
  {
    ...filters,
    page: pageField(1, 10_000_000, 'The page, from 1 (an OFFSET walk: for going on page by page, `after` costs the same at any depth).'),
    pageSize: pageField(20, 1000, 'Items per page.'),
    after: cursorField().describe(
      "A page's `nextCursor` or `previousCursor`: that neighbouring page, read from the index at the cursor (keyset paging), whatever its depth. `page` is then ignored; the sort, filters and page size must be the ones the cursor was given for (otherwise a 400 on `after`).",
    ),
  },
  FILTER_ALIASES,
);
export const ObserverExportQuery = request(filters, FILTER_ALIASES);

export const Observer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    ngo: z.string().describe("The observer's NGO."),
    lastSeen: z
      .string()
      .nullable()
      .describe('The latest sign-in, answer or note (moved at most once a minute on answers); `null` before any.'),
    deviceRegisterDate: z.string().nullable().describe("When the observer's phone last registered for notifications."),
    numberOfNotes: z.number().int(),
    numberOfPollingStations: z.number().int().describe('Stations the observer checked in at.'),
  })
  .meta({
    id: 'Observer',
    examples: [
      {
        id: 17,
        name: 'Ștefan Popescu',
        phone: '0722000017',
        ngo: 'Asociația Observatorul Civic',
        lastSeen: '2026-11-08T07:42:10.000Z',
        deviceRegisterDate: '2026-11-08T07:40:02.000Z',
        numberOfNotes: 2,
        numberOfPollingStations: 1,
      },
    ],
  });

export const ObserverPage = keysetEnvelopeOf(Observer).meta({ id: 'ObserverPage' });

export const NewObserver = request({
  phone: phone(),
  pin: pin(),
  name: observerName(),
  sendSMS: bool().optional().describe('Accepted for the original client; no SMS is sent.'),
}).meta({ examples: [{ phone: '0722123456', pin: '1234', name: 'Ioana Munteanu' }] });

export const EditObserver = request({
  observerId: id(),
  name: observerName().optional(),
  phone: phone().optional(),
  pin: pin().optional(),
}).meta({
  description: 'Blank or null `name`, `phone` and `pin` mean "unchanged"; at least one must change.',
  examples: [{ observerId: 17, pin: '123456' }],
});

export const DeleteObserverQuery = request({ id: id() });

export const ActiveObserversQuery = request({
  countyCodes: list(z.string().trim().min(1).max(10)).describe(
    'County codes (repeated, `countyCodes[0]=AB`, or comma-separated); all counties when absent.',
  ),
  fromPollingStationNumber: int().pipe(z.number().min(1, 'Must be 1 or more.')).optional(),
  toPollingStationNumber: int().pipe(z.number().min(1, 'Must be 1 or more.')).optional(),
  currentlyCheckedIn: bool().optional().describe('Accepted and ignored: the list is defined by check-ins only.'),
});

const resetAction = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['reset-password', 'device'], { error: 'Must be reset-password or device.' }),
);

export const ResetBody = request({
  action: resetAction.describe('`reset-password` sets a new PIN; `device` removes the device registrations.'),
  observerId: id().optional().describe('Exactly this observer (a `phoneNumber` sent beside it is not used to choose).'),
  phoneNumber: phone().optional().describe('Without `observerId`: the one active observer the caller can see with this phone.'),
  pin: pin().optional().describe('Required with `reset-password`.'),
})
  .superRefine((b, issue) => {
    if (b.observerId === undefined && b.phoneNumber === undefined)
      issue.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Give observerId or phoneNumber.' });
    if (b.action === 'reset-password' && b.pin === undefined)
      issue.addIssue({ code: 'custom', path: ['pin'], message: 'This field is required.' });
  })
  .meta({ examples: [{ action: 'reset-password', observerId: 17, pin: '4821' }] });
