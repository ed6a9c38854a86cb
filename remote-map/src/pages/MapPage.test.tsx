import { screen } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { renderArea, renderMap } from '../testing/renderMap';
import { MapPage } from './MapPage';

describe('MapPage', () => {
  it('shows its title as the page heading, in both languages, and asks the API nothing it was not told to', () => {
    const api = createTestHttp();
    const { unmount } = renderArea('/', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Map' })).toBeInTheDocument();
    unmount();
    renderMap(<MapPage />, { http: api.http, language: 'ro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hartă' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('says so inside the area when a path names no page', () => {
    renderArea('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
