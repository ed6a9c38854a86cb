export { StatusRegion, useAnnounce } from './StatusRegion';
export type { Announcer, StatusRegionProps } from './StatusRegion';
