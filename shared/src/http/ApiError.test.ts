import { ApiError, isApiError } from './ApiError';

describe('isApiError', () => {
  const shape = { status: 409, title: 'Conflict', fieldErrors: {}, network: false, aborted: false };

  it('knows the kit’s ApiError, and one from another copy of the kit by its name', () => {
    expect(isApiError(new ApiError(shape))).toBe(true);
    // An area built against another kit build throws its own class: the same shape, the same name.
    expect(isApiError({ ...shape, name: 'ApiError' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect([new Error('boom'), { ...shape, name: 'TypeError' }, null, 'ApiError', undefined].map(isApiError)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
