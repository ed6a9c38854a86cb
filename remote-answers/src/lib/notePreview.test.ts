import { NOTE_PREVIEW_LENGTH, attachmentKind, isImageAttachment, previewText } from './notePreview';

describe('isImageAttachment', () => {
  it.each([
    ['photo.jpg', true],
    ['PHOTO.JPEG', true],
    ['https://api.example.org/files/a.JpG?sig=abc&exp=1', true],
    ['http://127.0.0.1:4000/files/0a1b.png?exp=1&sig=x', true],
    ['scan.GIF', true],
    ['scan.webp#page', true],
    ['notes.pdf', false],
    ['clip.mp4', false],
    ['drawing.svg', false],
    ['jpg', false],
    ['file.jpg.exe', false],
    ['https://x.test/a.pdf?name=b.jpg', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(isImageAttachment(path)).toBe(expected);
  });
});

describe('attachmentKind', () => {
  it('names a file by its extension, without the signed query', () => {
    expect(attachmentKind('https://api.test/files/ab.pdf?exp=1&sig=x')).toBe('PDF');
    expect(attachmentKind('https://api.test/files/ab')).toBe('');
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

  it('never splits a character made of two code units', () => {
    const text = '😀'.repeat(190);
    expect(Array.from(previewText(text))).toHaveLength(186);
  });

  it('gives an empty string for no text', () => {
    expect(previewText(null)).toBe('');
  });
});
