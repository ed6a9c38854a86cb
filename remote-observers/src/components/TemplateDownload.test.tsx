import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { TemplateDownload } from './TemplateDownload';

describe('TemplateDownload', () => {
  it('saves a Phone,Pin,Name template made in the browser, never a data: link', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:template')), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderObservers(<TemplateDownload />, { language: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Descarcă un model de fișier CSV' }));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('observers-template.csv');
    expect(link.href).toBe('blob:template');
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.split('\r\n')[0]).toBe('Phone,Pin,Name');
    expect(text.split('\r\n')[1]).toBe('0722123456,1234,"Ana Popescu"');
    click.mockRestore();
  });
});
