/**
 * Makes the host provide every subpath of @observatory/shared to the areas, including the ones the
 * shell itself never renders (form kit, paged lists, reordering). Module Federation only provides
 * what the host's build requests; without this an area would fall back to its own copy, and a
 * second copy of the kit means a second React context for the host services. The imports are lazy:
 * the area loader runs them once before the first area loads, never at start-up.
 */
export const sharedKitRequests = [
  () => import('@observatory/shared'),
  () => import('@observatory/shared/contract'),
  () => import('@observatory/shared/http'),
  () => import('@observatory/shared/services'),
  () => import('@observatory/shared/ui'),
  () => import('@observatory/shared/form'),
  () => import('@observatory/shared/state'),
  () => import('@observatory/shared/i18n'),
  () => import('@observatory/shared/model'),
  () => import('@observatory/shared/sortable'),
] as const;
