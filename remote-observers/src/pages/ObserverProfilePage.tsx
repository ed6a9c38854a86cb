import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useNavigate, useParams } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaNotFoundPage, AsyncView, BackLink, PageHeading } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import { History } from '@observatory/shared/history';
import type { Observer, PageState } from '../api/types';
import { addObserver } from '../api/addObserver';
import { updateObserver } from '../api/updateObserver';
import { DeleteObserverDialog } from '../components/DeleteObserverDialog';
import { ObserverForm } from '../components/ObserverForm';
import type { ObserverFormValues } from '../components/observerFormRules';
import { phoneDigits } from '../components/observerFormRules';
import { useObserver } from '../hooks/useObserver';
import { BACK_TO_LIST, areaPaths } from '../lib/paths';
import { afterChangeAtom, afterDeleteAtom } from '../state/observerListAtoms';

const STATES: readonly PageState[] = ['new', 'view', 'edit'];

/** Add (profil/new), view (profil/view/{id}) and edit (profil/edit/{id}) one observer. */
export function ObserverProfilePage() {
  const { state, key } = useParams();
  const mode = state as PageState;
  if (!STATES.includes(mode) || (mode === 'new') !== (key === undefined)) return <AreaNotFoundPage />;
  return mode === 'new' ? <NewObserver /> : <ExistingObserver mode={mode} observerKey={key ?? ''} />;
}

function ProfilePage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('observers');
  return (
    <section className="obs-page obs-stack obs-observers-profile">
      <BackLink to={BACK_TO_LIST} preferHistory>
        {t('profile.back')}
      </BackLink>
      <PageHeading>{title}</PageHeading>
      {children}
    </section>
  );
}

function NewObserver() {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const navigate = useNavigate();
  const afterChange = useSetAtom(afterChangeAtom);
  const save = async (values: ObserverFormValues) => {
    await addObserver(http, { name: values.name, phone: phoneDigits(values.phone), pin: values.pin, sendSMS: false });
    toasts.show({ kind: 'success', title: t('profile.addedTitle'), message: t('profile.added') });
    void afterChange();
    void navigate(BACK_TO_LIST);
  };
  return (
    <ProfilePage title={t('profile.addTitle')}>
      <ObserverForm mode="new" onSubmit={save} />
    </ProfilePage>
  );
}

function ExistingObserver({ mode, observerKey }: { mode: 'view' | 'edit'; observerKey: string }) {
  const { t } = useTranslation('observers');
  const request = useObserver(observerKey);
  return (
    <ProfilePage title={mode === 'edit' ? t('profile.editTitle') : t('profile.viewTitle')}>
      <AsyncView
        request={request}
        isEmpty={(observer) => observer === null}
        empty={<p role="alert">{t('profile.missing')}</p>}
        errors={{ what: t('profile.loadError') }}
      >
        {(observer) => observer && <ObserverDetails mode={mode} observer={observer} />}
      </AsyncView>
    </ProfilePage>
  );
}

function ObserverDetails({ mode, observer }: { mode: 'view' | 'edit'; observer: Observer }) {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const navigate = useNavigate();
  const afterChange = useSetAtom(afterChangeAtom);
  const afterDelete = useSetAtom(afterDeleteAtom);
  const [deleting, setDeleting] = useState<Observer | null>(null);
  const save = async (values: ObserverFormValues) => {
    const phone = phoneDigits(values.phone);
    await updateObserver(http, { observerId: observer.id, name: values.name, phone, pin: values.pin || undefined });
    toasts.show({ kind: 'success', title: t('profile.savedTitle'), message: t('profile.saved') });
    void afterChange();
    // Keep the saved values at hand for the page that stays open.
    void navigate('.', { replace: true, state: { observer: { ...observer, name: values.name, phone } } });
  };
  return (
    <>
      {mode === 'view' && (
        <p>
          <Link className="obs-button obs-button--default" to={`../${areaPaths.edit(observer.id)}`} state={{ observer }}>
            {t('profile.edit')}
          </Link>
        </p>
      )}
      <ObserverForm key={`${mode}-${observer.id}`} mode={mode} initial={observer} onSubmit={save} onDelete={() => setDeleting(observer)} />
      <DeleteObserverDialog
        observer={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) => {
          setDeleting(null);
          void afterDelete(deleted.id);
          void navigate(BACK_TO_LIST);
        }}
      />
      {/* Who added, edited, retired or reset the PIN of this observer, from the audit trail. */}
      <History entityType="observer" entityId={observer.id} />
    </>
  );
}
