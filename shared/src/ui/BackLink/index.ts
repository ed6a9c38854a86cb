export { BackLink } from './BackLink';
export type { BackLinkProps } from './BackLink';
