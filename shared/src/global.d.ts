// Stylesheets are handled by rspack (and stubbed in jest); importing one has no value to type.
declare module '*.css';

/** The version this bundle was built as (set by the rspack preset), shown by areas for ops. */
declare const __AREA_BUILD_VERSION__: string;
