import { earlyStart } from './boot/earlyStart';
// The styles are the entry's, so they arrive in main.css, linked from the page's head.
import '@observatory/shared/ui/kit.css';
import './shell/shell.css';

// This entry imports nothing shared, so Module Federation's async start-up runs it the moment
// main.js arrives: the downloads start at once (earlyStart), then the start-up proper (the
// `start` chunk), which needs React and i18next and gets them from the `boot` chunk beside it.
const container = document.getElementById('root');
if (container) {
  const early = earlyStart();
  import(/* webpackChunkName: "start" */ './boot/start').then(
    ({ start }) => start(container, early),
    () => {
      // Without React there is no page to render the start-up error with: plain text, both languages.
      container.textContent =
        'Observatory could not start: check the connection, then reload the page. / Observatory nu a putut porni: verificați conexiunea, apoi reîncărcați pagina.';
    },
  );
}
