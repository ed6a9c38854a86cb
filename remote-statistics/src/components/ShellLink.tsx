import type { MouseEvent, ReactNode } from 'react';
import { useHostServices } from '@observatory/shared/services';

/**
 * A link to another area (an absolute host path): a real link, so it opens in a new tab and reads
 * as a link, while a plain click goes through `services.navigate` without reloading the app.
 */
export function ShellLink({
  to,
  className,
  children,
  ...aria
}: {
  readonly to: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
}) {
  const { navigate } = useHostServices();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}
