import { detailsPath, isUnderUrgents, listPath, messageObserverPath, mountsFor } from './paths';

const thread = { observerId: 7, pollingStationId: 100 };

describe('mountsFor', () => {
  it('knows both shell mounts from either', () => {
    expect(mountsFor('/answers')).toEqual({ answers: '/answers', urgents: '/urgents', standalone: false });
    expect(mountsFor('/urgents/')).toEqual({ answers: '/answers', urgents: '/urgents', standalone: false });
  });

  it('routes the urgent details beneath the one mount when standalone', () => {
    expect(mountsFor('/')).toEqual({ answers: '', urgents: '/urgents', standalone: true });
  });
});

describe('paths', () => {
  const shell = mountsFor('/answers');

  it('opens details under /answers, or under /urgents from the urgent list, keeping the filters', () => {
    const search = new URLSearchParams('county=AB');
    expect(detailsPath(shell, thread, false, search)).toBe('/answers/details/7/100?county=AB');
    expect(detailsPath(shell, thread, true, new URLSearchParams())).toBe('/urgents/details/7/100');
  });

  it('goes back to the list, standalone too', () => {
    expect(listPath(shell, new URLSearchParams('urgente=true'))).toBe('/answers?urgente=true');
    expect(listPath(mountsFor('/'), new URLSearchParams())).toBe('/');
  });

  it('tells the urgent mount apart', () => {
    expect(isUnderUrgents(shell, '/urgents/details/1/2')).toBe(true);
    expect(isUnderUrgents(shell, '/answers/details/1/2')).toBe(false);
  });

  it('preselects the observer on the notifications screen', () => {
    expect(messageObserverPath(12)).toBe('/notifications?toObserverIds=%5B12%5D');
  });
});
