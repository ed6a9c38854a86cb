import { act, screen, waitFor } from '@testing-library/react';
import { createObserversApi } from '../testing/observersApi';
import { renderObservers } from '../testing/renderObservers';
import { ExportButton } from './ExportButton';

describe('ExportButton', () => {
  const createObjectURL = jest.fn(() => 'blob:observers');
  const revokeObjectURL = jest.fn();
  let click: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => click.mockRestore());

  it('downloads the filtered list as observers.csv through an object URL', async () => {
    const blob = new Blob(['Name,Phone']);
    let finish: () => void = () => undefined;
    const api = createObserversApi().on(
      'GET',
      '/api/v1/observer/export',
      () => new Promise((resolve) => (finish = () => resolve({ body: blob }))),
    );
    const announce = jest.fn();
    const { user } = renderObservers(<ExportButton filters={{ name: 'Ana' }} announce={announce} />, { http: api.http });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v1/observer/export', query: { name: 'Ana' }, responseType: 'blob' }),
    ]);
    act(() => finish());
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('observers.csv');
    expect(link.href).toBe('blob:observers');
    expect(announce).toHaveBeenLastCalledWith('The file observers.csv has been downloaded.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('shows an error toast when the export fails', async () => {
    const api = createObserversApi().on('GET', '/api/v1/observer/export', 'network-error');
    const { user, services } = renderObservers(<ExportButton filters={{}} announce={jest.fn()} />, { http: api.http });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Error',
      message: 'The observers could not be exported. The server could not be reached. Check the connection and try again.',
    });
    expect(click).not.toHaveBeenCalled();
  });
});
