import { screen } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { renderArea, renderActivity } from '../testing/renderActivity';
import { ActivityPage } from './ActivityPage';

describe('ActivityPage', () => {
  it('shows its title as the page heading, in both languages, and asks the API nothing it was not told to', () => {
    const api = createTestHttp();
    const { unmount } = renderArea('/', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    unmount();
    renderActivity(<ActivityPage />, { http: api.http, language: 'ro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activitate' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('says so inside the area when a path names no page', () => {
    renderArea('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
