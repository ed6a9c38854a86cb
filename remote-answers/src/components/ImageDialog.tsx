import { useTranslation } from 'react-i18next';
import { Modal } from '@observatory/shared/ui';

export interface ImageDialogProps {
  /** The image's signed link (already checked safe), or null when closed. */
  readonly src: string | null;
  /** The same text alternative as the thumbnail. */
  readonly alt: string;
  readonly onClose: () => void;
}

/** A note's photo at full size, in a dialog, with a link to open the original in a new tab. */
export function ImageDialog({ src, alt, onClose }: ImageDialogProps) {
  const { t } = useTranslation('answers');
  return (
    <Modal open={src !== null} title={alt} onClose={onClose} size="large">
      {src && (
        <div className="obs-answers-photo">
          <img src={src} alt={alt} referrerPolicy="no-referrer" className="obs-answers-photo__image" />
          <a className="obs-link" href={src} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
            {t('notes.openOriginal')}
          </a>
        </div>
      )}
    </Modal>
  );
}
