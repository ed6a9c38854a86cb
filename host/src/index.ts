// Async start-up (experiments.asyncStartup) lets this entry use shared singletons directly.
import { bootstrap } from './bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
