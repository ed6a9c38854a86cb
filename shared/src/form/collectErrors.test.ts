import { collectErrors } from './collectErrors';

describe('collectErrors', () => {
  it('flattens nested errors into paths, skipping root and message-less entries', () => {
    const errors = {
      title: { type: 'required', message: 'Title is required.' },
      // setError with a message only (no type) is still a field error.
      code: { message: 'Code is taken.' },
      root: { serverError: { type: 'server', message: 'Down.' } },
      formSections: [
        undefined,
        { code: { type: 'required', message: 'Code is required.' }, questions: [{ text: { type: 'validate', message: '' } }] },
      ],
    };
    expect(collectErrors(errors)).toEqual([
      { name: 'title', message: 'Title is required.' },
      { name: 'code', message: 'Code is taken.' },
      { name: 'formSections.1.code', message: 'Code is required.' },
    ]);
  });
});
