/**
 * Route schemas compiled on a route's first request instead of at startup. Fastify compiles
 * every route's validators (Ajv) and response serializers (fast-json-stringify) before it
 * listens: ~300 schemas took ~0.8 s of the API process's 2.5 s start, every start and every
 * restart after a crash (docs/performance.md). Now each route pays its own few milliseconds
 * once, on its first request. The compilers are Fastify's defaults, with the options Fastify
 * gives them: only the moment changes. A schema that does not compile fails its route's first
 * request; the server tests call every route (tests/server/seedCalls), so it fails there first.
 * (Fastify treats a factory of ours as custom and no longer lower-cases the names of a
 * `headers` schema for us; no route validates headers, and one that does must name them in
 * lower case.)
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;

type Validate = ((data: unknown, context?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};

/** `compile()` on the first call; its result's errors are the wrapper's, as Fastify reads them. */
function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data, context) => {
    compiled ??= compile();
    const valid = compiled(data, context);
    validate.errors = compiled.errors;
    return valid;
  };
  // Fastify hands a function with schemaEnv (an Ajv one) the part's parent, so that coercion
  // can replace a whole part; Ajv's functions always have it.
  validate.schemaEnv = true;
  return validate;
}

function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}

const defaultValidators = AjvCompiler();
const defaultSerializers = SerializerSelector();

/** Fastify's `schemaController.compilersFactory`: its default compilers, compiling late. */
export const lazyCompilers: CompilersFactory = {
  buildValidator: (externalSchemas, options) => {
    const compile = defaultValidators(externalSchemas, options);
    // Typed as Ajv's function, of which Fastify reads only the call, errors and schemaEnv.
    return (route) =>
      lazyValidator(() => compile(route) as Validate) as unknown as ReturnType<typeof compile>;
  },
  buildSerializer: (externalSchemas, options) => {
    const compile = defaultSerializers(externalSchemas, options);
    return (route) => lazySerializer(() => compile(route));
  },
};
