import { z } from 'zod';
import { documentInput } from './schema-notes.js';
import { codedPattern } from './validate.js';

/** Numbers may arrive as strings (contract General rules); blank means absent. */
const numberish = (v: unknown) => {
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
  }
  if (Array.isArray(v)) return numberish(v[v.length - 1]);
  return v;
};

const boolish = (v: unknown) => {
  if (Array.isArray(v)) return boolish(v[v.length - 1]);
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
    if (t === '') return undefined;
  }
  if (v === 1) return true;
  if (v === 0) return false;
  return v;
};

const stringish = (v: unknown) => {
  if (Array.isArray(v)) return stringish(v[v.length - 1]);
  if (typeof v === 'number') return String(v);
  return v;
};

export const int = () => z.preprocess(numberish, z.number({ error: 'Must be a whole number.' }).int('Must be a whole number.'));
export const id = () =>
  z.preprocess(
    numberish,
    z
      .number({ error: 'Must be a positive id.' })
      .int('Must be a positive id.')
      .positive('Must be a positive id.')
      .max(2147483647, 'Must be a positive id.'),
  );
export const bool = () => z.preprocess(boolish, z.boolean({ error: 'Must be true or false.' }));

/** A required text: trimmed, inner whitespace collapsed, at least one visible character. */
export const text = (max: number) =>
  z.preprocess(
    (v) => {
      const s = stringish(v);
      return typeof s === 'string' ? s.trim().replace(/\s+/g, ' ') : s;
    },
    z.string({ error: 'Must be text.' }).min(1, 'This field is required.').max(max, `Must be at most ${max} characters.`),
  );

/** Free text kept as typed (notes, messages): trimmed at the ends only. */
export const longText = (max: number, min = 1) =>
  z.preprocess(
    (v) => {
      const s = stringish(v);
      return typeof s === 'string' ? s.trim() : s;
    },
    z.string({ error: 'Must be text.' }).min(min, 'This field is required.').max(max, `Must be at most ${max} characters.`),
  );

export const optionalText = (max: number) =>
  z.preprocess(
    (v) => {
      const s = stringish(v);
      if (typeof s === 'string') {
        const t = s.trim();
        return t === '' ? undefined : t;
      }
      return s === null ? undefined : s;
    },
    z.string({ error: 'Must be text.' }).max(max, `Must be at most ${max} characters.`).optional(),
  );

/** Phone: digits with an optional leading +, 10 to 15 characters (spaces, dots and dashes dropped). */
export const phone = () =>
  documentInput(
    z.preprocess(
      (v) => {
        const s = stringish(v);
        return typeof s === 'string' ? s.trim().replace(/[\s.\-()]/g, '') : s;
      },
      z
        .string({ error: 'Must be text.' })
        .min(1, 'This field is required.')
        .regex(codedPattern(/^\+?\d{10,15}$/, 'phone_format'), 'Must be 10 to 15 digits, optionally starting with +.'),
    ),
    {
      type: 'string',
      description: '10 to 15 digits with an optional leading `+`; spaces, dots, dashes and brackets are dropped.',
      examples: ['0722123456', '+40 722 123 456'],
    },
  );

/**
 * A new PIN is exactly 4 or 6 digits: the spec's reset helper and the observers' app enter
 * PINs of those lengths, so a 5-digit PIN could be stored but never typed again. Sign-in does
 * not check the format (a PIN set before this rule keeps working).
 */
export const PIN_FORMAT = /^(?:\d{4}|\d{6})$/;

/** PIN: exactly 4 or 6 digits (see PIN_FORMAT). */
export const pin = () =>
  z.preprocess(
    (v) => {
      const s = stringish(v);
      return typeof s === 'string' ? s.trim() : s;
    },
    z
      .string({ error: 'Must be text.' })
      .min(1, 'This field is required.')
      .regex(codedPattern(PIN_FORMAT, 'pin_format'), 'Must be exactly 4 or 6 digits.'),
  );

export const isoDate = () =>
  documentInput(
    z.preprocess(
      (v) => {
        const s = stringish(v);
        if (typeof s !== 'string' || s.trim() === '') return s === '' ? undefined : s;
        // The answers screen sends `yyyy-MM-dd hh:mm`; read times without a zone as UTC.
        let t = s.trim().replace(' ', 'T');
        if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(t)) t += 'Z';
        const d = new Date(t);
        return Number.isNaN(d.getTime()) ? s : d.toISOString();
      },
      z
        .string({ error: 'Must be a date and time.' })
        .regex(codedPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'date_format'), 'Must be an ISO-8601 date and time.'),
    ),
    {
      type: 'string',
      description: 'An ISO-8601 date and time, or `yyyy-MM-dd hh:mm`; a time without a zone is read as UTC.',
      examples: ['2026-11-08T07:30:00Z', '2026-11-08 07:30'],
    },
  );

/** A list given as repeated query keys, a JSON array, or a comma-separated string. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (Array.isArray(v)) return v.flatMap((x) => (typeof x === 'string' ? x.split(',') : [x])).filter((x) => x !== '');
    if (typeof v === 'string')
      return v
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '');
    return [v];
  }, z.array(item).max(1000, 'Too many values.').optional());
