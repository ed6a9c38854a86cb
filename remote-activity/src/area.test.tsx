import { describeAreaModule } from '@observatory/shared/testing';
import en from '../i18n/en.json';
import ro from '../i18n/ro.json';
import { area } from './area';

describeAreaModule({ area, id: 'activity', messages: { en, ro }, titles: { en: 'Activity', ro: 'Activitate' } });
