import { useCallback, useState } from 'react';

export interface StatusRegionProps {
  /** The latest announcement; changing it makes screen readers read it politely. */
  message: string;
  /** Show the text on screen too. By default the region is visually hidden. */
  visible?: boolean;
}

/**
 * A polite live region (role="status"). Render it from the start, before there is anything to
 * say: regions that appear together with their text are often not announced.
 */
export function StatusRegion({ message, visible = false }: StatusRegionProps) {
  return (
    <div role="status" className={visible ? 'obs-status' : 'obs-visually-hidden'}>
      {message}
    </div>
  );
}

export interface Announcer {
  /** Says `text` through the region, even when it is the same text as last time. */
  announce: (text: string) => void;
  /** What the StatusRegion should show; pass it as its `message`. */
  message: string;
}

/**
 * State for a StatusRegion: `const { announce, message } = useAnnounce()` then
 * `<StatusRegion message={message} />`. Repeating a message appends an invisible no-break space
 * so the region's text still changes and the screen reader speaks again.
 */
export function useAnnounce(): Announcer {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => {
    setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  return { announce, message };
}
