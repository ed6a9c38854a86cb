/** The page in the address (`?page=2`), so a reload or a shared link opens the same page. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
