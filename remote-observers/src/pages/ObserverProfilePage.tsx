import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorIndicator, LoadingIndicator } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import type { Observer, PageState } from '@observatory/shared/model';
import { addObserver } from '../api/addObserver';
import { updateObserver } from '../api/updateObserver';
import { DeleteObserverDialog } from '../components/DeleteObserverDialog';
import { ObserverForm } from '../components/ObserverForm';
import type { ObserverFormValues } from '../components/observerFormRules';
import { phoneDigits } from '../components/observerFormRules';
import { PageHeading } from '../components/PageHeading';
import { useObserver } from '../hooks/useObserver';
import { describeError } from '../lib/describeError';
import { BACK_TO_LIST, areaPaths } from '../lib/paths';
import { useObserverListState } from '../state/useObserverListState';
import { AreaNotFoundPage } from './AreaNotFoundPage';

const STATES: readonly PageState[] = ['new', 'view', 'edit'];

/** Back goes where the person came from inside the app; opened from a link, it goes to the list. */
function BackLink() {
  const { t } = useTranslation('observers');
  const navigate = useNavigate();
  const location = useLocation();
  const canGoBack = location.key !== 'default';
  return (
    <Link
      className="obs-link"
      to={BACK_TO_LIST}
      onClick={(event) => {
        if (!canGoBack) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      {t('profile.back')}
    </Link>
  );
}

/** Add (profil/new), view (profil/view/{key}) and edit (profil/edit/{phone}) one observer. */
export function ObserverProfilePage() {
  const params = useParams();
  const mode = (params.phone !== undefined ? 'edit' : params.state) as PageState;
  const key = params.phone ?? params.id;
  if (!STATES.includes(mode) || (mode !== 'new' && key === undefined)) return <AreaNotFoundPage />;
  return mode === 'new' ? <NewObserver /> : <ExistingObserver mode={mode} observerKey={key ?? ''} />;
}

function NewObserver() {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const navigate = useNavigate();
  const afterChange = useSetAtom(useObserverListState().afterChangeAtom);
  const save = async (values: ObserverFormValues) => {
    await addObserver(http, { name: values.name, phone: phoneDigits(values.phone), pin: values.pin, sendSMS: false });
    toasts.show({ kind: 'success', title: t('profile.addedTitle'), message: t('profile.added') });
    void afterChange();
    void navigate(BACK_TO_LIST);
  };
  return (
    <section className="obs-page obs-stack obs-observers-profile">
      <BackLink />
      <PageHeading>{t('profile.addTitle')}</PageHeading>
      <ObserverForm mode="new" onSubmit={save} />
    </section>
  );
}

function ExistingObserver({ mode, observerKey }: { mode: 'view' | 'edit'; observerKey: string }) {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const navigate = useNavigate();
  const state = useObserverListState();
  const afterChange = useSetAtom(state.afterChangeAtom);
  const afterDelete = useSetAtom(state.afterDeleteAtom);
  const { lookup, retry } = useObserver(observerKey);
  const [deleting, setDeleting] = useState<Observer | null>(null);

  const title = mode === 'edit' ? t('profile.editTitle') : t('profile.viewTitle');
  let body;
  if (lookup.status === 'loading') body = <LoadingIndicator />;
  else if (lookup.status === 'error')
    body = <ErrorIndicator message={describeError(t, lookup.error, t('profile.loadError'))} onRetry={retry} />;
  else if (lookup.status === 'missing') body = <p role="alert">{t('profile.missing')}</p>;
  else {
    const { observer } = lookup;
    const save = async (values: ObserverFormValues) => {
      const phone = phoneDigits(values.phone);
      await updateObserver(http, { observerId: observer.id, name: values.name, phone, pin: values.pin || undefined });
      toasts.show({ kind: 'success', title: t('profile.savedTitle'), message: t('profile.saved') });
      void afterChange();
      // The route is keyed by phone: follow a changed phone, and keep the saved values at hand.
      void navigate(`../${areaPaths.edit(phone)}`, {
        replace: true,
        relative: 'route',
        state: { observer: { ...observer, name: values.name, phone } },
      });
    };
    body = (
      <>
        {mode === 'view' && (
          <p>
            <Link className="obs-button obs-button--default" to={`../${areaPaths.edit(observer.phone)}`} state={{ observer }}>
              {t('profile.edit')}
            </Link>
          </p>
        )}
        <ObserverForm
          key={`${mode}-${observer.id}-${observer.phone}`}
          mode={mode}
          initial={observer}
          onSubmit={save}
          onDelete={() => setDeleting(observer)}
        />
        <DeleteObserverDialog
          observer={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(deleted) => {
            setDeleting(null);
            void afterDelete(deleted.id);
            void navigate(BACK_TO_LIST);
          }}
        />
      </>
    );
  }
  return (
    <section className="obs-page obs-stack obs-observers-profile">
      <BackLink />
      <PageHeading>{title}</PageHeading>
      {body}
    </section>
  );
}
