import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant, Modal } from '@observatory/shared/ui';
import { AREAS } from '../config/areaRegistry';
import { useShell } from './ShellContext';

/** Lists what runs in this environment: each area's pinned version, origin and load state. */
export function AboutPanel() {
  const { t } = useTranslation();
  const { environment } = useShell();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="obs-button obs-button--transparent" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('about.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('about.title', { environment: environment.name })}
        size="large"
        footer={
          <Button variant={ButtonVariant.DEFAULT} onClick={() => setOpen(false)}>
            {t('about.close')}
          </Button>
        }
      >
        <AboutAreas />
        <p>{t('about.api', { url: environment.apiBaseUrl })}</p>
      </Modal>
    </>
  );
}

/**
 * The areas' table, rendered only while the panel is open: the top bar does not re-render at each
 * area's change of state (every first screen loads one), nor build a table nobody sees.
 */
function AboutAreas() {
  const { t } = useTranslation();
  const { areaLoader } = useShell();
  const status = useSyncExternalStore(areaLoader.status.subscribe, areaLoader.status.get);
  return (
    <div className="obs-table-scroll">
      <table className="obs-table" data-testid="about-areas">
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
    </div>
  );
}
