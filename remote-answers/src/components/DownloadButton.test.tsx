import { act, screen, waitFor, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import type { TestReply } from '@observatory/shared/testing';
import { renderAnswers } from '../testing/renderAnswers';
import { DownloadButton } from './DownloadButton';

const ANSWERS_FILE = '/api/v1/export/all';
const NOTES_FILE = '/api/v1/export/all/notes';

/** An export that reports `bytes` received and then waits, ending when `finish` is called (or it is aborted). */
function slowExport(path: string, bytes: number) {
  let finish: (file: Blob) => void = () => undefined;
  const api = createTestHttp().on('GET', path, (request) => {
    request.reportDownloadProgress(bytes);
    return new Promise<TestReply>((resolve) => (finish = (file) => resolve({ body: file })));
  });
  return { api, finish: (file: Blob) => finish(file) };
}

describe('DownloadButton', () => {
  const createObjectURL = jest.fn(() => 'blob:answers');
  let click: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => click.mockRestore());

  it('asks first, then downloads answsers.xlsx with the filters, showing the bytes received', async () => {
    const { api, finish } = slowExport(ANSWERS_FILE, 2_500_000);
    const { user } = renderAnswers(
      <DownloadButton
        kind="answers"
        filters={{ county: 'AB', urgent: true }}
        applied={[{ name: 'urgent' }, { name: 'county', value: 'Alba (AB)' }]}
        pending={false}
      />,
      { http: api.http },
    );
    await user.click(screen.getByRole('button', { name: 'Download answers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Download the answers?' });
    expect(dialog).toHaveTextContent('answsers.xlsx');
    // The filters the file uses, in words: those applied to the list.
    expect(dialog).toHaveTextContent('matches the filters applied to the list');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Urgent threads only', 'County: Alba (AB)']);
    expect(dialog).not.toHaveTextContent('not applied');
    expect(api.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: ANSWERS_FILE, query: { county: 'AB', urgent: 'true' }, responseType: 'blob' }),
    ]);
    expect(await screen.findByText('2.5 MB received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downloading answers...' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel download' })).toHaveFocus());
    const file = new Blob(['PK']);
    act(() => finish(file));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('answsers.xlsx');
    expect(await screen.findByText('answsers.xlsx was downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download answers' })).toBeEnabled();
    // Cancel, where the keyboard was, is gone: the keyboard is back on the button.
    expect(screen.getByRole('button', { name: 'Download answers' })).toHaveFocus();
  });

  it('says when no filter is applied, and that values typed but not applied are not used', async () => {
    const api = createTestHttp();
    const { user } = renderAnswers(<DownloadButton kind="notes" filters={{}} applied={[]} pending />, { http: api.http });
    await user.click(screen.getByRole('button', { name: 'Download notes (CSV)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Download the notes?' });
    expect(dialog).toHaveTextContent('No filter is applied: every thread is included.');
    expect(dialog).toHaveTextContent('Values typed in the filters but not applied with Filter are not used.');
    expect(api.requests).toEqual([]);
  });

  it('stops on Cancel, saving nothing', async () => {
    const { api } = slowExport(NOTES_FILE, 1000);
    const { user } = renderAnswers(<DownloadButton kind="notes" filters={{}} applied={[]} pending={false} />, { http: api.http });
    await user.click(screen.getByRole('button', { name: 'Download notes (CSV)' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(api.requests).toEqual([expect.objectContaining({ path: NOTES_FILE, query: {}, responseType: 'blob', aborted: false })]);
    await user.click(await screen.findByRole('button', { name: 'Cancel download' }));
    // The request itself is aborted, not only forgotten.
    expect(api.requests[0]?.aborted).toBe(true);
    expect(await screen.findByText('The download was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download notes (CSV)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download notes (CSV)' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('says clearly when it failed, with Try again, and a toast', async () => {
    const api = createTestHttp().on('GET', ANSWERS_FILE, { status: 500, body: { status: 500 } });
    const { user, services } = renderAnswers(<DownloadButton kind="answers" filters={{}} applied={[]} pending={false} />, {
      http: api.http,
    });
    await user.click(screen.getByRole('button', { name: 'Download answers' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The answers could not be downloaded. The server had a problem.');
    expect(services.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Download failed' }));
    api.on('GET', ANSWERS_FILE, { body: new Blob(['PK']) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual([ANSWERS_FILE, ANSWERS_FILE]);
  });

  it('a cancelled confirmation downloads nothing', async () => {
    const api = createTestHttp();
    const { user } = renderAnswers(<DownloadButton kind="answers" filters={{}} applied={[]} pending={false} />, { http: api.http });
    await user.click(screen.getByRole('button', { name: 'Download answers' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
