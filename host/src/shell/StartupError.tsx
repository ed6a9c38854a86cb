/* eslint-disable architecture/no-literal-ui-text -- shown when the start-up failed, before any translation could load, so it carries both languages itself */
/**
 * Shown when the environment file cannot be read: nothing else can start without it, and no
 * translations are loaded yet, so the message is given in both languages.
 */
export function StartupError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="obs-startup-error" role="alert">
      <h1 lang="ro">Observatory nu a putut porni</h1>
      <p lang="ro">Fișierul de configurare nu a putut fi citit. Reîncărcați pagina sau anunțați echipa tehnică.</p>
      <h2 lang="en">Observatory could not start</h2>
      <p lang="en">The configuration file could not be read. Reload the page or tell the technical team.</p>
      <p>
        <code>{detail}</code>
      </p>
    </main>
  );
}
