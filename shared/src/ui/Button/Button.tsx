import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The button looks of spec section 2 "Shared interface pieces". */
export const ButtonVariant = {
  DEFAULT: 'DEFAULT',
  BGYELLOW: 'BGYELLOW',
  BGGRAY: 'BGGRAY',
  ALLTRANSPARENT: 'ALLTRANSPARENT',
  PURPLE: 'PURPLE',
} as const;

export type ButtonVariant = (typeof ButtonVariant)[keyof typeof ButtonVariant];

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Look of the button. Defaults to DEFAULT (outlined, primary text). */
  variant?: ButtonVariant;
  /** Button type. Defaults to 'button' so a button inside a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** True while the action runs: the button is disabled, shows `busyLabel` and sets aria-busy. */
  busy?: boolean;
  /** Text shown while busy. Defaults to the translated "Please wait...". */
  busyLabel?: ReactNode;
  /** Icon shown before the text; it should be one of the kit's aria-hidden icons. */
  icon?: ReactNode;
  /** Smaller padding, for toolbars and table rows (still at least 24 px high). */
  small?: boolean;
  /** Destructive action (red), e.g. the confirm button of a delete dialog; replaces the variant's colours. */
  danger?: boolean;
}

/** A native button with the kit's variants; other button props (onClick, aria-*) are passed on. */
export function Button({
  variant = ButtonVariant.DEFAULT,
  type = 'button',
  busy = false,
  busyLabel,
  icon,
  small = false,
  danger = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('kit');
  const classes = ['obs-button', danger ? 'obs-button--danger' : `obs-button--${variant.toLowerCase()}`];
  if (small) classes.push('obs-button--small');
  if (className) classes.push(className);
  return (
    <button {...rest} type={type} className={classes.join(' ')} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="obs-spinner obs-spinner--small" aria-hidden="true" /> : icon}
      {busy ? (busyLabel ?? t('busy')) : children}
    </button>
  );
}
