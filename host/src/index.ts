// Async start-up (experiments.asyncStartup) lets this entry use shared singletons directly.
import { start } from './boot/start';

const container = document.getElementById('root');
if (container) void start(container);
