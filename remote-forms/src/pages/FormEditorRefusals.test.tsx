import { screen, waitFor } from '@testing-library/react';
import { formItem, loadedSections } from '../testing/fixtures';
import { createFormsApi } from '../testing/formsApi';
import { renderArea } from '../testing/renderForms';

jest.setTimeout(30_000);

describe('FormEditorPage: a save the API refuses field by field (issue 21)', () => {
  it('says at each field what is wrong and how to fix it, by the refusal’s code', async () => {
    const refusal = {
      status: 400,
      errors: { 'formSections[1].code': ['Repeated section code "B".'], code: ['Not like that.'] },
      codes: { 'formSections[1].code': ['repeated_code'], code: ['something_new'] },
    };
    const api = createFormsApi({
      forms: [formItem(7, { code: 'A', description: 'Opening', draft: true })],
      sections: { 7: loadedSections() },
      put: () => ({ status: 400, body: refusal }),
    });
    const { user } = renderArea('/7', { http: api.http });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    const sectionCodes = await screen.findAllByLabelText(/^Section code/);
    await waitFor(() =>
      expect(sectionCodes[1]).toHaveAccessibleDescription(
        expect.stringContaining('Another section or question of this form has this code: give this one a code of its own.'),
      ),
    );
    // A code this version does not know yet keeps the general sentence.
    expect(screen.getByLabelText('Code (required)')).toHaveAccessibleDescription(
      expect.stringContaining('The server refused this value. Check it and save again.'),
    );
  });
});
