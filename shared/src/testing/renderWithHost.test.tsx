import { screen } from '@testing-library/react';
import { useAtom } from 'jotai';
import { atom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from '@observatory/shared/router';
import { useHostServices } from '../services';
import { createMemoryDrafts, createTestHttp, renderWithHost } from './index';

const AREA_MESSAGES = { namespace: 'observers', en: { title: 'Observers' }, ro: { title: 'Observatori' } };

function Probe() {
  const services = useHostServices();
  const { t } = useTranslation('observers');
  const { t: kit } = useTranslation('kit');
  const { id } = useParams();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{kit('loading')}</p>
      <p>user {services.user.name}</p>
      <p>route id {id ?? 'none'}</p>
      <button type="button" onClick={() => services.toasts.show({ kind: 'success', title: 'Saved' })}>
        Toast
      </button>
      <button type="button" onClick={() => services.navigate('/observatori')}>
        Go
      </button>
    </>
  );
}

describe('renderWithHost', () => {
  it('provides services, the kit and area namespaces, and a router', async () => {
    const { services, user } = renderWithHost(<Probe />, { messages: AREA_MESSAGES });
    expect(screen.getByRole('heading', { name: 'Observers' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('user ngoadmin')).toBeInTheDocument();
    expect(services.user).toEqual({ name: 'ngoadmin', ngoId: 2, ngoName: 'Test NGO', organizer: false });
    await user.click(screen.getByRole('button', { name: 'Toast' }));
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'success', title: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(services.navigate).toHaveBeenCalledWith('/observatori');
  });

  it('renders in Romanian, as an organizer, on a route with params', () => {
    const { services } = renderWithHost(<Probe />, {
      messages: AREA_MESSAGES,
      language: 'ro',
      hostUser: { organizer: true },
      initialEntries: ['/observatori/profil/edit/17'],
      routes: '/observatori/profil/:state/:id',
    });
    expect(screen.getByRole('heading', { name: 'Observatori' })).toBeInTheDocument();
    expect(screen.getByText('Se încarcă...')).toBeInTheDocument();
    expect(screen.getByText('route id 17')).toBeInTheDocument();
    expect(services.user.organizer).toBe(true);
  });

  it('gives each test a fresh jotai store', async () => {
    const countAtom = atom(0);
    function Counter() {
      const [count, setCount] = useAtom(countAtom);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          count {count}
        </button>
      );
    }
    const first = renderWithHost(<Counter />);
    await first.user.click(screen.getByRole('button'));
    expect(first.store.get(countAtom)).toBe(1);
    first.unmount();
    const second = renderWithHost(<Counter />);
    expect(second.store.get(countAtom)).toBe(0);
  });

  it('hands the area the client the test programmed, and one that refuses what nobody programmed', async () => {
    const api = createTestHttp().on('GET', '/api/v1/observer/count', { body: { total: 3 } });
    const { services } = renderWithHost(<Probe />, { http: api.http });
    await expect(services.http.get('/api/v1/observer/count')).resolves.toEqual({ total: 3 });
    expect(api.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/api/v1/observer/count' })]);
    await expect(services.http.post('/api/v1/observer', {})).rejects.toMatchObject({ status: 501 });
    const unprogrammed = renderWithHost(<Probe />).services;
    await expect(unprogrammed.http.get('/api/v1/observer/count')).rejects.toMatchObject({
      status: 501,
      detail: 'GET /api/v1/observer/count was not programmed in this test',
    });
  });
});

describe('createMemoryDrafts', () => {
  it('keeps drafts for one test', async () => {
    const drafts = createMemoryDrafts();
    drafts.save('form', { title: 'A' });
    expect(drafts.load('form')).toEqual({ title: 'A' });
    drafts.clear('form');
    expect(drafts.load('form')).toBeUndefined();
  });
});
