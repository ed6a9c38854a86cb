/**
 * The area kit (@observatory/shared/area): what every area's root and data views stand on.
 * AreaRoot gives an area its services, i18n namespace and store; useRequest and describeError
 * make a data view's request and its failure sentence one line each (AsyncView in the UI kit
 * renders the four states).
 */
export { AreaRoot } from './AreaRoot';
export type { AreaRootProps } from './AreaRoot';
export { createServicesAtom, readServices } from './servicesAtom';
export type { ServicesAtom } from './servicesAtom';
export { useRequest } from './useRequest';
export type { RequestOptions, RequestResult, RequestState } from './useRequest';
export { describeError, isForbidden, useDescribeError } from './describeError';
export type { ErrorSentences } from './describeError';
export { saveBlob } from './saveBlob';
