import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { PageHeading } from './PageHeading';
import { RouteArrivalProvider, followRouteArrivals } from './routeArrival';
import type { ObservableRouter } from './routeArrival';

/** A router that moves when told to, as the shell's data router does. */
function fakeRouter() {
  const listeners = new Set<(state: ObservableRouter['state']) => void>();
  const router = {
    state: { location: { key: 'default' } },
    subscribe(listener: (state: ObservableRouter['state']) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(key: string) {
      router.state = { location: { key } };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

describe('PageHeading', () => {
  it('takes focus when the screen appears and names the browser tab after itself', () => {
    renderWithHost(<PageHeading>Observers</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Observers' })).toHaveFocus();
    expect(document.title).toBe('Observers · Observatory');
  });

  it('follows a changed heading, or uses the title it is given', () => {
    const { rerender } = renderWithHost(<PageHeading>Forms</PageHeading>);
    rerender(<PageHeading documentTitle="Form editor">Untitled</PageHeading>);
    expect(document.title).toBe('Form editor · Observatory');
  });

  describe('in the shell', () => {
    it('leaves focus at the start of the document on a first load, redirects included', () => {
      const router = fakeRouter();
      const arrivals = followRouteArrivals(router);
      // The shell sends `/` on to `/answers` while the page starts: still a first load.
      router.go('redirected');
      renderWithHost(
        <RouteArrivalProvider value={arrivals}>
          <PageHeading>Answers</PageHeading>
        </RouteArrivalProvider>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Answers' })).not.toHaveFocus();
      expect(document.body).toHaveFocus();
      arrivals.stop();
    });

    it('takes focus after a route change the person made', () => {
      const router = fakeRouter();
      const arrivals = followRouteArrivals(router);
      const view = renderWithHost(
        <RouteArrivalProvider value={arrivals}>
          <PageHeading key="answers">Answers</PageHeading>
        </RouteArrivalProvider>,
      );
      fireEvent.pointerDown(document.body);
      act(() => router.go('forms'));
      view.rerender(
        <RouteArrivalProvider value={arrivals}>
          <PageHeading key="forms">Forms</PageHeading>
        </RouteArrivalProvider>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toHaveFocus();
      arrivals.stop();
    });
  });
});
