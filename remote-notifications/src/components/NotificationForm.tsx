import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { DraftNotice, FormErrorSummary, FormServerError, TextAreaField, TextField, useFormDraft } from '@observatory/shared/form';
import type { NotificationContent } from '../api/types';
import { useLengthAnnouncement } from '../hooks/useLengthAnnouncement';
import { useSendNotification } from '../hooks/useSendNotification';
import { MESSAGE_LIMIT, MESSAGE_MAX, TITLE_LIMIT, TITLE_MAX, countCharacters } from '../lib/limits';
import type { SendReadiness, SendTarget } from '../lib/targeting';
import { LengthCounter } from './LengthCounter';
import { PhonePreview } from './PhonePreview';
import { SendConfirmDialog } from './SendConfirmDialog';
import { UncertainSendNotice } from './UncertainSendNotice';
import { useTextRules } from '../hooks/useTextRules';

interface NotificationFormProps {
  /** Whether there is anyone to send to, and who (spec section 4's targeting states). */
  readonly readiness: SendReadiness;
  /** How many observers "everyone" is, when known (for the confirmation). */
  readonly everyoneCount: number | null;
}

type Pending = { readonly content: NotificationContent; readonly target: SendTarget };

/** A send of the same title or message as one that got no answer would most likely be a duplicate. */
function repeats(content: NotificationContent, earlier: NotificationContent | null): boolean {
  return earlier !== null && (content.title === earlier.title || content.message === earlier.message);
}

/**
 * Title and message with live counts and a phone preview, then Send: a confirmation that states
 * the recipients, one request however often it is pressed, and a reset form after success. A
 * failure keeps the text and says why next to Send as well as in a toast. A send that got no
 * answer keeps the text too, but says it may have gone and points to the history; sending the
 * same text again is then confirmed as a re-send.
 */
export function NotificationForm({ readiness, everyoneCount }: NotificationFormProps) {
  const { t } = useTranslation('notifications');
  const blockedId = useId();
  // Errors show only after a submit attempt (spec section 5), then follow each change.
  const form = useForm<NotificationContent>({ defaultValues: { title: '', message: '' }, shouldFocusError: false });
  const { register, handleSubmit, reset, control, formState } = form;
  const { errors, submitCount } = formState;
  const [title, message] = useWatch({ control, name: ['title', 'message'] });
  const draft = useFormDraft('notifications.send', form);
  const { send, sending, uncertain } = useSendNotification();
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string>();
  const { announce, message: spoken } = useAnnounce();
  const labels = { title: t('send.fields.title'), message: t('send.fields.message') };
  const rules = { title: useTextRules(labels.title, TITLE_MAX), message: useTextRules(labels.message, MESSAGE_MAX) };
  const used = { title: countCharacters(title ?? ''), message: countCharacters(message ?? '') };
  useLengthAnnouncement(labels.title, used.title, TITLE_LIMIT, announce);
  useLengthAnnouncement(labels.message, used.message, MESSAGE_LIMIT, announce);

  const submit = handleSubmit((values) => {
    if (!readiness.ready) return;
    setPending({ content: { title: values.title.trim(), message: values.message.trim() }, target: readiness.target });
  });
  const confirm = async () => {
    if (!pending) return;
    const outcome = await send(pending.content, pending.target);
    if (outcome.status === 'ignored') return;
    setPending(null);
    if (outcome.status === 'sent') {
      setFailure(undefined);
      reset({ title: '', message: '' });
      draft.clear();
    } else if (outcome.status === 'uncertain') {
      setFailure(undefined);
    } else {
      setFailure(t('send.errorKept', { reason: outcome.message }));
    }
  };

  return (
    <form className="obs-notifications-compose" onSubmit={submit} noValidate>
      <div className="obs-stack obs-notifications-compose__fields">
        <DraftNotice pending={draft.pending !== undefined} origin={draft.origin} onRestore={draft.restore} onDiscard={draft.discard} />
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        <TextField
          registration={register('title', rules.title)}
          label={labels.title}
          required
          error={errors.title}
          hint={<LengthCounter used={used.title} limit={TITLE_LIMIT} />}
          autoComplete="off"
          dir="auto"
        />
        <TextAreaField
          registration={register('message', rules.message)}
          label={labels.message}
          required
          error={errors.message}
          hint={<LengthCounter used={used.message} limit={MESSAGE_LIMIT} />}
          rows={5}
          dir="auto"
        />
        <StatusRegion message={spoken} />
        <FormServerError message={failure} />
        <UncertainSendNotice shown={uncertain !== null} />
        {!readiness.ready && (
          <p id={blockedId} className="obs-notifications-blocked">
            {t(`send.blocked.${readiness.reason}`)}
          </p>
        )}
        <div className="obs-toolbar">
          <Button
            type="submit"
            variant={ButtonVariant.PURPLE}
            disabled={!readiness.ready}
            busy={sending}
            busyLabel={t('send.sending')}
            aria-describedby={readiness.ready ? undefined : blockedId}
          >
            {t('send.submit')}
          </Button>
        </div>
      </div>
      <PhonePreview title={title ?? ''} message={message ?? ''} />
      <SendConfirmDialog
        pending={pending ? { title: pending.content.title, target: pending.target } : null}
        everyoneCount={everyoneCount}
        resend={pending !== null && repeats(pending.content, uncertain)}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
