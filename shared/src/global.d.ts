// Stylesheets are handled by rspack (and stubbed in jest); importing one has no value to type.
declare module '*.css';
