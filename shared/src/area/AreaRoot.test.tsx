import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useHostServices } from '@observatory/shared/services';
import { createFakeServices, createTestI18n } from '../testing';
import { AreaRoot } from './AreaRoot';
import { createServicesAtom, readServices } from './servicesAtom';

const servicesAtom = createServicesAtom();
const userNameAtom = atom((get) => readServices(get, servicesAtom).user.name);
const counterAtom = atom(0);

function Probe() {
  const { t } = useTranslation();
  const services = useHostServices();
  return (
    <p>
      {t('title')} / {services.user.name} / {useAtomValue(userNameAtom)} / {useAtomValue(counterAtom)}
    </p>
  );
}

function Counter() {
  const [count, setCount] = useAtom(counterAtom);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

describe('AreaRoot', () => {
  it('gives the area its services, its namespace as the default, a store with the services atom, and its marker', () => {
    const i18n = createTestI18n({ messages: { namespace: 'forms', en: { title: 'Forms' }, ro: { title: 'Formulare' } } });
    const services = createFakeServices({ i18n });
    const { container } = render(
      <AreaRoot services={services} area="forms" buildVersion="1.2.3" servicesAtom={servicesAtom}>
        <Probe />
      </AreaRoot>,
    );
    expect(screen.getByText('Forms / ngoadmin / ngoadmin / 0')).toBeInTheDocument();
    const marker = container.querySelector('[data-area]');
    expect(marker).toHaveAttribute('data-area', 'forms');
    expect(marker).toHaveAttribute('data-build-version', '1.2.3');
  });

  it('makes one store per mount, so values never leak from one mount to the next', async () => {
    const services = createFakeServices({ i18n: createTestI18n() });
    const mount = () =>
      render(
        <AreaRoot services={services} area="forms" buildVersion="1">
          <Counter />
        </AreaRoot>,
      );
    const first = mount();
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('count 1');
    first.unmount();
    mount();
    expect(screen.getByRole('button')).toHaveTextContent('count 0');
  });

  it('with keepStore, keeps the store across mounts for the same person, and starts afresh for another', async () => {
    const i18n = createTestI18n();
    const mount = (name: string) =>
      render(
        <AreaRoot services={createFakeServices({ i18n, user: { name } })} area="statistics" buildVersion="1" keepStore>
          <Counter />
        </AreaRoot>,
      );
    const first = mount('ana');
    await userEvent.click(screen.getByRole('button'));
    first.unmount();
    const again = mount('ana');
    expect(screen.getByRole('button')).toHaveTextContent('count 1');
    again.unmount();
    const someoneElse = mount('ion');
    expect(screen.getByRole('button')).toHaveTextContent('count 0');
    someoneElse.unmount();
    mount('ana');
    expect(screen.getByRole('button')).toHaveTextContent('count 0');
  });

  it('refuses to read services from a store AreaRoot did not set up', () => {
    expect(() => readServices(() => null as never, servicesAtom)).toThrow('The host services are not set');
  });
});
