import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AREAS } from '../areas/areaRegistry';
import { useShell } from './ShellContext';

/** Lists what runs in this environment: each area's pinned version, origin and load state. */
export function AboutPanel() {
  const { t } = useTranslation();
  const { areaLoader, environment } = useShell();
  const status = useSyncExternalStore(areaLoader.status.subscribe, areaLoader.status.get);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    dialog.current?.close();
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="obs-button obs-button--transparent"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        {t('about.open')}
      </button>
      <dialog ref={dialog} className="obs-dialog obs-about" aria-labelledby="about-title" onClose={() => setOpen(false)}>
        {open ? (
          <>
            <h2 id="about-title">{t('about.title', { environment: environment.name })}</h2>
            <table className="obs-table">
              <caption className="obs-visually-hidden">{t('about.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('about.area')}</th>
                  <th scope="col">{t('about.version')}</th>
                  <th scope="col">{t('about.origin')}</th>
                  <th scope="col">{t('about.state')}</th>
                </tr>
              </thead>
              <tbody>
                {AREAS.map((area) => {
                  const entry = status[area.id];
                  return (
                    <tr key={area.id} data-area={area.id}>
                      <th scope="row">{t(area.navKey)}</th>
                      <td>{entry.version}</td>
                      <td>{new URL(entry.manifestUrl).origin}</td>
                      <td>{t(`about.states.${entry.state}`)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p>{t('about.api', { url: environment.apiBaseUrl })}</p>
            <button type="button" className="obs-button obs-button--default" onClick={close}>
              {t('about.close')}
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
