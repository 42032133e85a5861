/** The parts of a JSON schema (OpenAPI 3.0 flavour, as @fastify/swagger writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** One operation of the OpenAPI document, with its query parameters gathered into one object schema. */
export interface DocumentedRoute {
  method: string;
  url: string;
  query: JsonSchema | null;
  body: JsonSchema | null;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every /api operation of the document, in its order. Routes come from the document rather than a
 * list, so that a new route is fuzzed the day it is registered.
 */
export function documentedRoutes(document: OpenApiDocument): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const [url, operations] of Object.entries(document.paths)) {
    if (!url.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      if (parameters.some((parameter) => parameter.in === 'path'))
        throw new Error(`${url} has path parameters: teach the fuzzer to fill them`);
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      routes.push({
        method: method.toUpperCase(),
        url,
        query:
          queryParameters.length === 0
            ? null
            : {
                type: 'object',
                properties: Object.fromEntries(queryParameters.map((parameter) => [parameter.name, parameter.schema])),
                required: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
              },
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return routes;
}

/** The branches of a union (or the parts of an intersection), flattened; a plain schema is its own branch. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return branches ? branches.flatMap(branchesOf) : [schema];
}

/** The first type a schema names other than null ('string' when it names none, as `Unknown` does). */
export function kindOf(schema: JsonSchema): string {
  return (
    branchesOf(schema)
      .flatMap((branch) => [branch.type ?? []].flat())
      .find((type) => type !== 'null') ?? 'string'
  );
}
