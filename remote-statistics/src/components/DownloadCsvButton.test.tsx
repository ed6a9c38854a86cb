import { screen, waitFor } from '@testing-library/react';
import { renderStatistics } from '../testing/renderStatistics';
import { createStatisticsApi } from '../testing/statisticsApi';
import { DownloadCsvButton } from './DownloadCsvButton';

function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    pending = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: pending! });
  });
  return files;
}

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => jest.restoreAllMocks());

describe('DownloadCsvButton', () => {
  it('downloads every row of the statistic with headings in the current language, escaped as the API escapes', async () => {
    const files = captureDownloads();
    const api = createStatisticsApi({
      pollingStationIrregularities: [
        { label: 'Cluj 12', value: 1500 },
        { label: '=cmd|calc', value: 2 },
        { label: 'Iași, "centru"', value: 1 },
      ],
    });
    const { user } = renderStatistics(<DownloadCsvButton statisticKey="sesizari-sectii" />, { language: 'ro', http: api.http });
    await user.click(screen.getByRole('button', { name: 'Descarcă CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(api.calls()).toEqual(['pollingStationIrregularities 1/1000']);
    expect(files[0]?.name).toBe('sesizari-sectii.csv');
    // FileReader decodes the BOM away; the text is UTF-8.
    expect(await readText(files[0]!.blob)).toBe('Secție de votare,Sesizări\r\nCluj 12,1500\r\n\'=cmd|calc,2\r\n"Iași, ""centru""",1\r\n');
    expect(screen.getByRole('status')).toHaveTextContent('sesizari-sectii.csv a fost descărcat.');
  });

  it('says why when the file could not be prepared, in a toast and the status region', async () => {
    captureDownloads();
    const api = createStatisticsApi({}, { observerNumber: 'network-error' });
    const { user, services } = renderStatistics(<DownloadCsvButton statisticKey="numar-observatori" />, { http: api.http });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(services.toasts.show).toHaveBeenCalled());
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Download failed',
      message: 'The CSV file could not be prepared. The server could not be reached. Check the connection and try again.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('The CSV file could not be prepared.');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
