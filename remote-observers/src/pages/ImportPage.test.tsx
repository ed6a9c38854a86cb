import { act, screen, waitFor, within } from '@testing-library/react';
import type { SentRequest, TestReply } from '@observatory/shared/testing';
import { CSV_MAX_BYTES } from '../api/types';
import { createObserversApi, requestsTo } from '../testing/observersApi';
import { renderArea } from '../testing/renderObservers';

const IMPORT = '/api/v1/observer/import';
const csv = (name = 'observers.csv', content = 'Phone,Pin,Name\n0722123456,1234,Ana\n') => new File([content], name, { type: 'text/csv' });

describe('ImportPage', () => {
  it('locks the NGO to the user’s own for a non-organizer and keeps Import off until a file is chosen', async () => {
    const api = createObserversApi();
    const { user } = renderArea('/import', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Import observers' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to the observers list' })).toHaveAttribute('href', '/observatori');
    const ngo = screen.getByRole('textbox', { name: 'NGO id (required)' });
    expect(ngo).toHaveValue('2');
    expect(ngo).toHaveAttribute('readonly');
    const submit = screen.getByRole('button', { name: 'Import' });
    expect(submit).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file (required)'), csv());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(api.requests).toEqual([]);
  });

  it('lets an organizer choose the NGO', () => {
    renderArea('/import', { hostUser: { organizer: true, ngoId: 1 } });
    const ngo = screen.getByRole('textbox', { name: 'NGO id (required)' });
    expect(ngo).toHaveValue('1');
    expect(ngo).not.toHaveAttribute('readonly');
  });

  it('refuses a file over 5 MiB or not .csv before uploading', async () => {
    const api = createObserversApi();
    const { user } = renderArea('/import', { http: api.http });
    const input = screen.getByLabelText('CSV file (required)');
    const big = csv();
    Object.defineProperty(big, 'size', { value: CSV_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('The file is larger than 5 MiB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(input, csv('observers.xlsx'));
    expect(await screen.findByText('The file must be a .csv file.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('uploads with progress, then shows the count and refreshes the list', async () => {
    let finish: () => void = () => undefined;
    let sent: SentRequest | undefined;
    const api = createObserversApi().on('POST', IMPORT, (request) => {
      sent = request;
      return new Promise<TestReply>((resolve) => (finish = () => resolve({ body: 1234 })));
    });
    const file = csv();
    const { user, services } = renderArea('/import', { http: api.http });
    await user.upload(screen.getByLabelText('CSV file (required)'), file);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ method: 'POST', path: IMPORT, query: {} });
    expect((sent!.body as FormData).get('ongId')).toBe('2');
    expect((sent!.body as FormData).get('file')).toBe(file);
    act(() => sent!.reportUploadProgress(0.5));
    expect(await screen.findByRole('progressbar', { name: 'Uploading: 50%' })).toHaveAttribute('value', '0.5');
    act(() => finish());
    // In the page (with a link back to the list) and in the status region for screen readers.
    await waitFor(() => expect(screen.getAllByText(/1,234 observers have been added successfully/)).toHaveLength(2));
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Success',
      message: '1,234 observers have been added successfully',
    });
    // The list and its count are asked again, so the new observers show on the way back.
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toEqual([IMPORT, '/api/v1/observer', '/api/v1/observer/count']),
    );
  });

  it('shows the toast and the API’s row errors as a table when the file has bad rows', async () => {
    const rows = [
      { line: 2, field: 'phone', message: 'The phone must be 10 to 15 digits, optionally starting with +.', code: 'phone_format' },
      { line: 3, field: 'pin', message: 'The PIN is required.', code: 'pin_required' },
    ];
    const api = createObserversApi().on('POST', IMPORT, {
      status: 400,
      body: { status: 400, title: 'Bad Request', errors: { rows, totalErrors: 2 } },
    });
    const { user, services } = renderArea('/import', { http: api.http });
    await user.upload(screen.getByLabelText('CSV file (required)'), csv());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'error', title: 'Error', message: 'Encountered error while uploading csv' });
    expect(await screen.findByRole('heading', { name: '2 problems in the file' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems found in the file' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['2', 'Phone', 'The phone must have 10 to 15 digits, optionally starting with +.'],
      ['3', 'Pin', 'The PIN is missing.'],
    ]);
  });

  it('explains a refused NGO above the button', async () => {
    const api = createObserversApi().on('POST', IMPORT, { status: 404, body: { status: 404, title: 'Not Found' } });
    const { user } = renderArea('/import', { http: api.http });
    await user.upload(screen.getByLabelText('CSV file (required)'), csv());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('There is no NGO with this id that you can import into.')).toBeInTheDocument();
  });

  it('says what is wrong with a refused file and how to fix it, by the API’s code', async () => {
    // The API's field refusal: a raw message beside its stable code (api/README.md "Field refusal codes").
    const refused = (code: string): TestReply => ({
      status: 400,
      body: { status: 400, title: 'Bad Request', errors: { file: ['raw'] }, codes: { file: [code] } },
    });
    const api = createObserversApi().on('POST', IMPORT, refused('file_header'));
    const { user } = renderArea('/import', { http: api.http });
    await user.upload(screen.getByLabelText('CSV file (required)'), csv());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/The first row must be the header Phone,Pin,Name \(in any order\)/)).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
    api.on('POST', IMPORT, refused('file_not_utf8'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/The file is not UTF-8 text, so names with diacritics would be garbled/)).toBeInTheDocument();
    const sent = requestsTo(api, IMPORT, 'POST');
    expect(sent).toHaveLength(2);
    for (const request of sent) expect((request.body as FormData).get('ongId')).toBe('2');
  });
});
