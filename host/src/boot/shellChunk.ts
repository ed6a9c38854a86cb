/**
 * The signed-in app's code (router, kit, HTTP client, toasts, area loader), fetched once: at the
 * very start of a visit with a stored session, or as soon as someone starts on the sign-in form.
 * A failed download is forgotten, so the next attempt (a sign-in) fetches it again.
 */
let shellModule: Promise<typeof import('../shell/startShell')> | undefined;

export function loadShell(): Promise<typeof import('../shell/startShell')> {
  shellModule ??= import('../shell/startShell').catch((error: unknown) => {
    shellModule = undefined;
    throw error;
  });
  return shellModule;
}
