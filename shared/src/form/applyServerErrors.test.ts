import { ApiError } from '@observatory/shared/http';
import { applyServerErrors } from './applyServerErrors';
import type { ServerErrorMapping } from './applyServerErrors';

interface Values {
  name: string;
  phone: string;
  pin: string;
}

function apiError(status: number, fieldErrors: Record<string, string[]> = {}, network = false) {
  return new ApiError({ status, title: 'x', detail: 'raw server text', fieldErrors, network, aborted: false });
}

const MAPPING: ServerErrorMapping<Values> = {
  byStatus: { 409: { field: 'phone', message: 'This phone is already registered.' } },
  fields: { phone: { field: 'phone', message: 'Check the phone.' }, Name: { field: 'name', message: 'Check the name.' } },
};

describe('applyServerErrors', () => {
  it('puts a status that belongs to a field on that field, in the caller’s words', () => {
    const setError = jest.fn();
    expect(applyServerErrors<Values>(setError, apiError(409), MAPPING)).toBe(true);
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'This phone is already registered.' }, { shouldFocus: true });
  });

  it('maps a 400’s wire names case-insensitively to fields, never showing the server’s text', () => {
    const setError = jest.fn();
    expect(applyServerErrors<Values>(setError, apiError(400, { PHONE: ['Taken.'], name: ['Too long.'], other: ['?'] }), MAPPING)).toBe(
      true,
    );
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'Check the phone.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Check the name.' }, { shouldFocus: false });
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it('sets nothing for a failure that belongs to no field, so the form stays valid and Save enabled', () => {
    const setError = jest.fn();
    expect(applyServerErrors<Values>(setError, apiError(500), MAPPING)).toBe(false);
    expect(applyServerErrors<Values>(setError, apiError(0, {}, true), MAPPING)).toBe(false);
    expect(applyServerErrors<Values>(setError, apiError(400, { sendSMS: ['no'] }), MAPPING)).toBe(false);
    expect(applyServerErrors<Values>(setError, new Error('boom'), MAPPING)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
