import { NOTE_PREVIEW_LENGTH, isImageAttachment, previewText } from './notePreview';

describe('isImageAttachment', () => {
  it.each([
    ['photo.jpg', true],
    ['PHOTO.JPEG', true],
    ['https://api.example.org/files/a.JpG?sig=abc&exp=1', true],
    ['scan.png', false],
    ['notes.pdf', false],
    ['jpg', false],
    ['file.jpg.exe', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(isImageAttachment(path)).toBe(expected);
  });
});

describe('previewText', () => {
  it('keeps text of up to 185 characters', () => {
    const text = 'a'.repeat(NOTE_PREVIEW_LENGTH);
    expect(previewText(text)).toBe(text);
  });

  it('cuts longer text at 185 characters and adds an ellipsis', () => {
    const text = 'ș'.repeat(200);
    expect(previewText(text)).toBe(`${'ș'.repeat(185)}…`);
  });

  it('gives an empty string for no text', () => {
    expect(previewText(null)).toBe('');
  });
});
