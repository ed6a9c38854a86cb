import { screen } from '@testing-library/react';
import { createTestHttp } from '@observatory/shared/testing';
import { renderArea, render{{Name}} } from '../testing/render{{Name}}';
import { {{Name}}Page } from './{{Name}}Page';

describe('{{Name}}Page', () => {
  it('shows its title as the page heading, in both languages, and asks the API nothing it was not told to', () => {
    const api = createTestHttp();
    const { unmount } = renderArea('/', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: '{{titleEn}}' })).toBeInTheDocument();
    unmount();
    render{{Name}}(<{{Name}}Page />, { http: api.http, language: 'ro' });
    expect(screen.getByRole('heading', { level: 1, name: '{{titleRo}}' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('says so inside the area when a path names no page', () => {
    renderArea('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
