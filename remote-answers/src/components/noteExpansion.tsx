import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

interface NoteExpansion {
  isWhole: (noteId: number) => boolean;
  toggle: (noteId: number) => void;
}

const NoteExpansionContext = createContext<NoteExpansion | null>(null);

/**
 * Which notes of a thread are read whole, held above the notes themselves: a note moves from the
 * general list to under its question once the form's sections arrive, and a note opened in the
 * meantime must stay open after the move (a state held by the note itself was lost with it).
 */
export function NoteExpansionProvider({ children }: { readonly children: ReactNode }) {
  const [whole, setWhole] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (noteId: number) =>
      setWhole((current) => {
        const next = new Set(current);
        if (!next.delete(noteId)) next.add(noteId);
        return next;
      }),
    [],
  );
  const value = useMemo(() => ({ isWhole: (noteId: number) => whole.has(noteId), toggle }), [whole, toggle]);
  return <NoteExpansionContext.Provider value={value}>{children}</NoteExpansionContext.Provider>;
}

/** Whether a note is read whole and how to switch it; a note outside a provider holds it itself. */
export function useNoteWhole(noteId: number): readonly [boolean, () => void] {
  const shared = useContext(NoteExpansionContext);
  const [own, setOwn] = useState(false);
  if (shared) return [shared.isWhole(noteId), () => shared.toggle(noteId)];
  return [own, () => setOwn(!own)];
}
