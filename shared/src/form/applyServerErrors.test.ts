import { ApiError } from '@observatory/shared/http';
import i18next from 'i18next';
import { kitMessages } from '@observatory/shared/i18n';
import { applyServerErrors, fieldRefusalTexts } from './applyServerErrors';
import type { ServerErrorMapping } from './applyServerErrors';

interface Values {
  name: string;
  phone: string;
  pin: string;
}

function apiError(status: number, fieldErrors: Record<string, string[]> = {}, network = false, fieldCodes?: Record<string, string[]>) {
  return new ApiError({ status, title: 'x', detail: 'raw server text', fieldErrors, fieldCodes, network, aborted: false });
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

  it('says each refusal by its stable code: what is wrong and how to fix it', () => {
    const setError = jest.fn();
    const mapping: ServerErrorMapping<Values> = {
      byStatus: { 409: { field: 'phone', message: 'Check the phone.', byCode: { phone_taken: 'Another observer has it.' } } },
      fields: {
        name: { field: 'name', message: 'Check the name.', byCode: { name_bidi: 'Retype the name.', too_long: 'Shorten it.' } },
        pin: { field: 'pin', message: 'Check the PIN.', byCode: { pin_format: '4 or 6 digits.' } },
      },
    };
    const refused = apiError(400, { Name: ['raw'], pin: ['raw'] }, false, { Name: ['name_bidi'], pin: ['unknown_code'] });
    expect(applyServerErrors<Values>(setError, refused, mapping)).toBe(true);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Retype the name.' }, { shouldFocus: true });
    // A code the caller does not know, or a host whose client gives none, keeps the general sentence.
    expect(setError).toHaveBeenCalledWith('pin', { type: 'server', message: 'Check the PIN.' }, { shouldFocus: false });
    applyServerErrors<Values>(setError, apiError(409, {}, false, { phone: ['phone_taken'] }), mapping);
    expect(setError).toHaveBeenLastCalledWith('phone', { type: 'server', message: 'Another observer has it.' }, { shouldFocus: true });
    applyServerErrors<Values>(setError, apiError(400, { name: ['raw'] }), mapping);
    expect(setError).toHaveBeenLastCalledWith('name', { type: 'server', message: 'Check the name.' }, { shouldFocus: true });
  });

  it('has the generic codes in words, naming the field, in both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ro', resources: { ro: { kit: kitMessages.ro }, en: { kit: kitMessages.en } } });
    expect(fieldRefusalTexts(i18n.t, 'Nume').too_long).toBe('Câmpul Nume este mai lung decât se permite: scurtați-l.');
    await i18n.changeLanguage('en');
    const texts = fieldRefusalTexts(i18n.t, 'Name');
    expect(texts.required).toBe('Name is required: fill it in.');
    expect(Object.values(texts).every((text) => text.includes('Name'))).toBe(true);
  });
});
