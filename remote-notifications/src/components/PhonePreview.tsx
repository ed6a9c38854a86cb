import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_SENDER } from '../api/types';
import { MESSAGE_LIMIT, TITLE_LIMIT, cutText } from '../lib/limits';

interface PhonePreviewProps {
  readonly title: string;
  readonly message: string;
}

/**
 * Roughly how the notification shows on a phone's lock screen: the sender's name, the title on
 * one line and a few lines of message, each cut where providers usually cut them.
 */
export function PhonePreview({ title, message }: PhonePreviewProps) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const shownTitle = title.trim();
  const shownMessage = message.trim();
  return (
    <section className="obs-notifications-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="obs-notifications-preview__heading">
        {t('preview.heading')}
      </h3>
      <p className="obs-field__hint">{t('preview.note')}</p>
      <div className="obs-notifications-phone">
        <div className="obs-notifications-phone__card">
          <p className="obs-notifications-phone__app">
            <span>{NOTIFICATION_SENDER}</span>
            <span aria-hidden="true"> · </span>
            <span>{t('preview.now')}</span>
          </p>
          <p className={shownTitle ? 'obs-notifications-phone__title' : 'obs-notifications-phone__title is-empty'} dir="auto">
            {shownTitle ? cutText(shownTitle, TITLE_LIMIT) : t('preview.emptyTitle')}
          </p>
          <p className={shownMessage ? 'obs-notifications-phone__message' : 'obs-notifications-phone__message is-empty'} dir="auto">
            {shownMessage ? cutText(shownMessage, MESSAGE_LIMIT) : t('preview.emptyMessage')}
          </p>
        </div>
      </div>
    </section>
  );
}
