export { HostServicesProvider, useHostServices } from './HostServicesContext';
