import { useTranslation } from 'react-i18next';

export type ObserversView = 'list' | 'cards' | 'attention';

interface ViewSwitchProps {
  view: ObserversView;
  onChange: (view: ObserversView) => void;
}

/** The LIST / CARD / NEEDS ATTENTION switch: toggle buttons, the current one pressed. */
export function ViewSwitch({ view, onChange }: ViewSwitchProps) {
  const { t } = useTranslation('observers');
  const option = (value: ObserversView, label: string) => (
    <button
      type="button"
      className={`obs-button obs-button--small ${view === value ? 'obs-button--purple' : 'obs-button--default'}`}
      aria-pressed={view === value}
      onClick={() => view !== value && onChange(value)}
    >
      {label}
    </button>
  );
  return (
    <div className="obs-toolbar" role="group" aria-label={t('view.label')}>
      {option('list', t('view.list'))}
      {option('cards', t('view.cards'))}
      {option('attention', t('view.attention'))}
    </div>
  );
}
