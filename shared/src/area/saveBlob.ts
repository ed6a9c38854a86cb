/**
 * Saves a Blob as a file through a temporary object URL and link. No data: or javascript: URL is
 * ever put in an href, and the object URL is released once the browser has taken the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking at once can cancel the download in some browsers; a tick later is enough.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
