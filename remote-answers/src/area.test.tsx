import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createFakeServices, createTestI18n } from '@observatory/shared/testing';
import en from '../i18n/en.json';
import ro from '../i18n/ro.json';
import { area } from './area';

describe('the answers area module', () => {
  it('implements contract v1 as the answers area', () => {
    expect(area.contractVersion).toBe(1);
    expect(area.id).toBe('answers');
  });

  it('loads its messages for each language', async () => {
    await expect(area.loadMessages('en')).resolves.toEqual(en);
    await expect(area.loadMessages('ro')).resolves.toEqual(ro);
  });

  it.each([
    ['en', 'Answers'],
    ['ro', 'Răspunsuri'],
  ] as const)('renders its title in %s with the i18n instance the host lends', (language, title) => {
    const i18n = createTestI18n({ language, messages: { namespace: 'answers', en, ro } });
    const services = createFakeServices({ i18n });
    render(
      <MemoryRouter>
        <area.App services={services} basePath="/" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
