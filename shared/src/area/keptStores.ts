import { createStore } from 'jotai';
import type { AreaId, HostUser } from '@observatory/shared/contract';

type Store = ReturnType<typeof createStore>;

/** Per area: the person the store was made for, and the store. */
const kept = new Map<AreaId, { readonly person: string; readonly store: Store }>();

/** Who is signed in, as far as an area can tell: a new sign-in as someone else is a new person. */
const personOf = (user: HostUser): string => JSON.stringify([user.name, user.ngoId, user.organizer]);

/**
 * The store an area keeps across its mounts while the same person stays signed in in this page,
 * so coming back to the area reuses what it holds (the spec's load-skipping across visits). When
 * someone else signs in, the area starts from an empty store: nobody sees what was fetched for
 * another account.
 */
export function keptStoreFor(area: AreaId, user: HostUser): Store {
  const person = personOf(user);
  const held = kept.get(area);
  if (held?.person === person) return held.store;
  const store = createStore();
  kept.set(area, { person, store });
  return store;
}
