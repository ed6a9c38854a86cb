import { screen } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { renderArea } from '../testing/renderMap';

// The map view's chunk (leaflet) fails to load the first time it is asked (its server unreachable),
// then loads. A factory that throws makes the dynamic import reject; jest asks it again next time.
let mockChunkFails = true;
jest.mock('../components/MapView', () => {
  if (mockChunkFails) throw new Error('Loading chunk failed');
  return { MapView: () => <p>the map itself</p> };
});

function fakeApi() {
  return createTestHttp()
    .on('GET', '/api/v1/map/stations', {
      body: [{ id: 11, countyCode: 'CJ', number: 1, lat: 46.7, lon: 23.6, state: 'none', urgentOpen: 0, present: 0 }],
    })
    .on('GET', '/api/v1/map/counties', {
      body: [{ code: 'CJ', name: 'Cluj', stations: 1, covered: 0, urgentOpen: 0, resolved: 0, lastActivity: null }],
    })
    .on('GET', '/api/v1/map/boundaries', { status: 404, body: { status: 404 } });
}

describe('MapPage when the map chunk cannot be loaded', () => {
  it('says so instead of loading for ever, offers the table view, and Retry loads it', async () => {
    const { user } = renderArea('/', { http: fakeApi().http });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The map could not be loaded. Try again, or read the same figures in the Table view.',
    );
    expect(screen.queryByText('Loading the map…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Table' }).length).toBeGreaterThan(0);
    mockChunkFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the map itself')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
