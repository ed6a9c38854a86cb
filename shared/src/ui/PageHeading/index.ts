export { PageHeading } from './PageHeading';
export type { PageHeadingProps } from './PageHeading';
export { RouteArrivalProvider, followRouteArrivals } from './routeArrival';
export type { ObservableRouter, RouteArrival } from './routeArrival';
