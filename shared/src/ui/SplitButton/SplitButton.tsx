import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons';
import { useMenuPosition } from './useMenuPosition';

/** One entry of the SplitButton menu. */
export interface SplitButtonAction {
  /** Stable id (React key). */
  id: string;
  /** The visible text, which is also the item's name. */
  label: string;
  /** Runs the action. Focus is back on the menu toggle when it is called, so dialogs return there. */
  onSelect: () => void;
  /** Shown but not usable. */
  disabled?: boolean;
  /** Destructive action (red text). */
  danger?: boolean;
}

export interface SplitButtonProps {
  /** Text of the main action, e.g. "Edit". */
  label: ReactNode;
  /** Full name of the main action when the text alone is ambiguous, e.g. "Edit Ana Pop". Must contain the text. */
  accessibleLabel?: string;
  /** Runs the main action. */
  onClick: () => void;
  /** Further actions, in the menu. */
  actions: readonly SplitButtonAction[];
  /** Name of the menu toggle. Defaults to "More actions", or "More actions for {rowLabel}". */
  menuLabel?: string;
  /** What the actions apply to, used in the default toggle name (e.g. the observer's name). */
  rowLabel?: string;
  /** Disables both parts. */
  disabled?: boolean;
}

/**
 * A main action plus a menu of further actions (APG menu button): Enter, Space or ArrowDown open
 * the menu on its first item, ArrowUp on its last; arrows, Home and End move; Escape closes and
 * returns focus to the toggle; Tab closes.
 */
export function SplitButton({ label, accessibleLabel, onClick, actions, menuLabel, rowLabel, disabled = false }: SplitButtonProps) {
  const { t } = useTranslation('kit');
  const menuId = useId();
  const toggleId = useId();
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const position = useMenuPosition(open, toggle, menu);

  useLayoutEffect(() => {
    if (active !== null) menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [active]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const close = (focusToggle: boolean) => {
    setActive(null);
    if (focusToggle) toggle.current?.focus();
  };
  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const current = active ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  const select = (action: SplitButtonAction) => {
    if (action.disabled) return;
    close(true);
    action.onSelect();
  };

  return (
    <div className="obs-split" ref={root}>
      <button
        type="button"
        className="obs-button obs-button--default obs-button--small obs-split__main"
        aria-label={accessibleLabel}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </button>
      <button
        ref={toggle}
        id={toggleId}
        type="button"
        className="obs-button obs-button--default obs-button--small obs-split__toggle"
        aria-label={menuLabel ?? (rowLabel ? t('splitButton.moreFor', { label: rowLabel }) : t('splitButton.more'))}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled || actions.length === 0}
        onClick={() => (open ? close(true) : setActive(0))}
        onKeyDown={onToggleKeyDown}
      >
        <ChevronDownIcon />
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-labelledby={toggleId} className="obs-menu" style={position} onKeyDown={onMenuKeyDown}>
          {actions.map((action, index) => (
            <li key={action.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                aria-disabled={action.disabled || undefined}
                className={action.danger ? 'obs-menu__item obs-menu__item--danger' : 'obs-menu__item'}
                onClick={() => select(action)}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
