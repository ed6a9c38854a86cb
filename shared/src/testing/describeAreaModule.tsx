import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@observatory/shared/router';
import type { AreaId, RemoteModuleV1 } from '../contract';
import { createFakeServices } from './createFakeServices';
import { createTestI18n } from './createTestI18n';

export interface AreaModuleExpectations {
  /** The module the area exposes (its `src/area.tsx`). */
  readonly area: RemoteModuleV1;
  readonly id: AreaId;
  /** The area's own catalogues, as its `i18n/*.json` files hold them. */
  readonly messages: { readonly en: Record<string, unknown>; readonly ro: Record<string, unknown> };
  /** The page heading its index route shows, per language. */
  readonly titles: { readonly en: string; readonly ro: string };
}

/**
 * The checks every area's exposed module must pass: it implements contract v1 under its own id,
 * loads its messages per language, and renders with the i18n instance the host lends.
 */
export function describeAreaModule({ area, id, messages, titles }: AreaModuleExpectations) {
  describe(`the ${id} area module`, () => {
    it(`implements contract v1 as the ${id} area`, () => {
      expect(area.contractVersion).toBe(1);
      expect(area.id).toBe(id);
    });

    it('loads its messages for each language', async () => {
      await expect(area.loadMessages('en')).resolves.toEqual(messages.en);
      await expect(area.loadMessages('ro')).resolves.toEqual(messages.ro);
    });

    it.each([['en' as const], ['ro' as const]])('renders its title in %s with the i18n instance the host lends', (language) => {
      const i18n = createTestI18n({ language, messages: { namespace: id, ...messages } });
      render(
        <MemoryRouter>
          <area.App services={createFakeServices({ i18n })} basePath="/" />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1, name: titles[language] })).toBeInTheDocument();
    });
  });
}
