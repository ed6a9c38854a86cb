/**
 * The API's wire types, generated from its OpenAPI document (`api/openapi.json`) into
 * `openapi.generated.ts`: types only, erased at build time, so this entry adds nothing to any
 * bundle and is never shared at run time. Import it with `import type`.
 *
 * - `ApiSchema<'Observer'>`: a named schema (components of the document).
 * - `ApiBody<'addObserver'>`, `ApiQuery<'listObservers'>`, `ApiResponse<'listObservers'>`: an
 *   operation's JSON body, query and success answer, by its `operationId`.
 */
import type { components, operations } from './openapi.generated';

export type { components, operations, paths } from './openapi.generated';

export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type OperationId = keyof operations;

type JsonOf<T> = T extends { readonly content: { readonly 'application/json': infer Json } } ? Json : never;

export type ApiBody<Op extends OperationId> = operations[Op] extends { readonly requestBody?: infer Body }
  ? JsonOf<NonNullable<Body>>
  : never;

export type ApiQuery<Op extends OperationId> = operations[Op] extends { readonly parameters: { readonly query?: infer Query } }
  ? NonNullable<Query>
  : never;

type Successes<R> = { [S in keyof R]: S extends 200 | 201 | 202 ? JsonOf<R[S]> : never }[keyof R];

export type ApiResponse<Op extends OperationId> = operations[Op] extends { readonly responses: infer R } ? Successes<R> : never;

/**
 * Named from a generated type, so a field renamed or removed in the API breaks the type check
 * of every use: `K` must be one of `T`'s fields.
 */
/** `T` with the fields `K` optional (what a client builds before the API gave it ids). */
export type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** `T` with the field `K` of a narrower type `V` (a union where the API states a number). */
export type Narrowed<T, K extends keyof T, V extends T[K]> = Omit<T, K> & { readonly [P in K]: V };
