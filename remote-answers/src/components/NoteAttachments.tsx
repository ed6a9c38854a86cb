import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeUrl } from '@observatory/shared/model';
import { attachmentKind, isImageAttachment } from '../lib/notePreview';
import { ImageDialog } from './ImageDialog';

/**
 * A note's files. Only safe links are used (https, or http on the local stack); anything else is
 * named as an invalid attachment and never becomes a link. Images show as thumbnails with a text
 * alternative that open full size; every other file is a download link (never a video).
 */
export function NoteAttachments({ paths }: { readonly paths: readonly string[] }) {
  const { t } = useTranslation('answers');
  const [open, setOpen] = useState<{ src: string; alt: string } | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const count = paths.length;
  return (
    <>
      <ul className="obs-answers-attachments" aria-label={t('notes.attachments', { count })}>
        {paths.map((path, index) => {
          const position = { position: index + 1, count };
          if (!isSafeUrl(path)) return <li key={index}>{t('notes.invalidAttachment', position)}</li>;
          if (isImageAttachment(path)) {
            const alt = t('notes.photo', position);
            return (
              <li key={index}>
                {broken.has(index) ? (
                  <span className="obs-answers-muted">{t('notes.photoUnavailable', position)}</span>
                ) : (
                  <button type="button" className="obs-answers-thumbnail" onClick={() => setOpen({ src: path, alt })}>
                    <img
                      src={path}
                      alt={alt}
                      referrerPolicy="no-referrer"
                      loading="lazy"
                      onError={() => setBroken((current) => new Set(current).add(index))}
                    />
                  </button>
                )}
              </li>
            );
          }
          return (
            <li key={index}>
              <a className="obs-link" href={path} download target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
                {t('notes.download', { ...position, kind: attachmentKind(path) || t('notes.file') })}
              </a>
            </li>
          );
        })}
      </ul>
      <ImageDialog src={open?.src ?? null} alt={open?.alt ?? ''} onClose={() => setOpen(null)} />
    </>
  );
}
