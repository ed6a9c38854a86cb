// Standalone entry: the area alone for its team, with its own sign-in against the API.
import { startStandaloneArea } from '@observatory/shared/standalone';
import { area } from './area';

void startStandaloneArea(area, { basePath: '/' });
