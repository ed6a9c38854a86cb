import { act, screen, within } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import type { TestReply } from '@observatory/shared/testing';
import { renderArea, renderMap } from '../testing/renderMap';
import { MapPage } from './MapPage';
import type { MapStation } from '../api/types';

const cluj = { code: 'CJ', name: 'Cluj', stations: 2, covered: 1, urgentOpen: 1, resolved: 0, lastActivity: null };
const alba = { code: 'AB', name: 'Alba', stations: 1, covered: 0, urgentOpen: 0, resolved: 0, lastActivity: null };
const stations: MapStation[] = [
  { id: 11, countyCode: 'CJ', number: 1, lat: 46.7, lon: 23.6, state: 'urgent', urgentOpen: 1, present: 1 },
  { id: 12, countyCode: 'CJ', number: 2, lat: 46.8, lon: 23.5, state: 'none', urgentOpen: 0, present: 0 },
  { id: 21, countyCode: 'AB', number: 1, lat: 46.1, lon: 23.5, state: 'none', urgentOpen: 0, present: 0 },
];
const detail = {
  ...stations[0]!,
  countyName: 'Cluj',
  address: 'Str. Horea 3',
  observers: [{ id: 7, name: 'Ioana Pop', phone: '0722000000', arrivalTime: '2026-11-08T07:00:00.000Z', leaveTime: null, present: true }],
  urgentThreads: [{ observerId: 7, observerName: 'Ioana Pop', followUp: 'needed', lastModified: '2026-11-08T08:00:00.000Z' }],
};

function fakeApi(stationsReply: () => TestReply = () => ({ body: stations })) {
  return createTestHttp()
    .on('GET', '/api/v1/map/stations', stationsReply)
    .on('GET', '/api/v1/map/counties', { body: [cluj, alba] })
    .on('GET', '/api/v1/map/boundaries', { status: 404, body: { status: 404 } })
    .on('GET', '/api/v1/map/stations/11', { body: detail });
}

describe('MapPage', () => {
  it('shows its title at once, in both languages, before the data arrives', async () => {
    const api = fakeApi();
    const { unmount } = renderArea('/?view=table', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Map' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Counties with their coverage' });
    unmount();
    renderMap(<MapPage />, { http: api.http, language: 'ro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hartă' })).toBeInTheDocument();
    expect(await screen.findByText('Hartă', { selector: 'a' })).toBeInTheDocument();
  });

  it('lists counties by coverage, opens a county’s stations and a station’s panel by keyboard, and links the thread and the message', async () => {
    const api = fakeApi();
    const { user, services } = renderArea('/?view=table', { http: api.http });
    const counties = await screen.findByRole('table', { name: 'Counties with their coverage' });
    const rows = within(counties).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Alba');
    expect(rows[2]).toHaveTextContent('Cluj');
    await user.click(within(counties).getByRole('button', { name: 'Show the stations of Cluj' }));
    expect(await screen.findByRole('heading', { name: 'Stations of Cluj' })).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'CJ 1: open the panel' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Polling station 1' })).toHaveFocus();
    expect(screen.getByText('Str. Horea 3')).toBeInTheDocument();
    const thread = screen.getByRole('link', { name: 'Open thread of Ioana Pop' });
    expect(thread).toHaveAttribute('href', '/urgents/details/7/11');
    await user.click(thread);
    expect(services.navigate).toHaveBeenCalledWith('/urgents/details/7/11');
    expect(screen.getByRole('link', { name: 'Message the observers here' })).toHaveAttribute(
      'href',
      `/notifications?toObserverIds=${encodeURIComponent('[7]')}`,
    );
  });

  it('asks again every 30 s, keeps what it shows when a refresh fails and says so', async () => {
    jest.useFakeTimers();
    try {
      let fail = false;
      const api = fakeApi(() => (fail ? { status: 500, body: { status: 500 } } : { body: stations }));
      renderArea('/?view=table', { http: api.http });
      await screen.findByRole('table', { name: 'Counties with their coverage' });
      expect(screen.getByText(/Updated at/)).toBeInTheDocument();
      fail = true;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByText(/The last refresh failed/)).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Counties with their coverage' })).toBeInTheDocument();
      expect(api.requests.filter((request) => request.path === '/api/v1/map/stations')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so inside the area when a path names no page', () => {
    renderArea('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
