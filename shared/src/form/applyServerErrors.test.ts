import { ApiError } from '../http/ApiError';
import { applyServerErrors } from './applyServerErrors';

interface Values {
  name: string;
  phone: string;
  pin: string;
}

function apiError(fieldErrors: Record<string, string[]>, detail?: string) {
  return new ApiError({ status: 400, title: 'Bad Request', detail, fieldErrors, network: false, aborted: false });
}

describe('applyServerErrors', () => {
  it('matches wire names case-insensitively against a list of fields', () => {
    const setError = jest.fn();
    const matched = applyServerErrors<Values>(setError, apiError({ PHONE: ['Taken.', 'Too short.'], Name: ['Too long.'] }), [
      'name',
      'phone',
      'pin',
    ]);
    expect(matched).toBe(true);
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'Taken. Too short.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Too long.' }, { shouldFocus: false });
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it('follows a wire-name map and sends unmatched messages to root.serverError', () => {
    const setError = jest.fn();
    applyServerErrors<Values>(setError, apiError({ Password: ['Must be 4 or 6 characters.'], sendSMS: ['Not allowed.'] }), {
      password: 'pin',
    });
    expect(setError).toHaveBeenCalledWith('pin', { type: 'server', message: 'Must be 4 or 6 characters.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('root.serverError', { type: 'server', message: 'Not allowed.' });
  });

  it('uses the fallback, or the problem detail, when no field message exists', () => {
    const setError = jest.fn();
    expect(applyServerErrors<Values>(setError, apiError({}, 'A form that has answers cannot be deleted.'))).toBe(false);
    expect(setError).toHaveBeenCalledWith('root.serverError', { type: 'server', message: 'A form that has answers cannot be deleted.' });
    setError.mockClear();
    applyServerErrors<Values>(setError, new Error('socket hang up'), undefined, { fallbackMessage: 'Could not save.' });
    expect(setError).toHaveBeenCalledWith('root.serverError', { type: 'server', message: 'Could not save.' });
  });
});
