/** The history's page size when the build sets none (spec section 9: default notification page size 100). */
export const DEFAULT_HISTORY_PAGE_SIZE = 100;
/** The API clamps larger pages to this. */
const LARGEST_PAGE = 1000;

/** A page size from configuration: a whole number from 1 to 1000, otherwise the default. */
export function readPageSize(configured: string | undefined): number {
  const value = Number(configured);
  return configured?.trim() && Number.isInteger(value) && value >= 1 && value <= LARGEST_PAGE ? value : DEFAULT_HISTORY_PAGE_SIZE;
}

/**
 * The history's page size (spec: "from configuration"): set at build time with
 * OBSERVATORY_NOTIFICATION_PAGE_SIZE (rspack.config.mjs passes it in), 100 otherwise.
 */
export const HISTORY_PAGE_SIZE = readPageSize(process.env.OBSERVATORY_NOTIFICATION_PAGE_SIZE);
