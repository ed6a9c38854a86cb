import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'aria-hidden' | 'focusable'>;

/** The area's own icons, drawn like the kit's: decoration only, the control or text beside them names them. */
function Icon({ children, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `obs-icon ${className}` : 'obs-icon'}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A flagged option (choosing it is an irregularity). */
export function FlagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Icon>
  );
}

/** Something observers already answered: it cannot be removed. */
export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Icon>
  );
}
