import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document carries it (zod's output, so no $ref between routes). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which credential an operation asks for, from its OpenAPI `security`. */
export type Credential = 'bearer' | 'visitor' | 'apiKey' | 'none';

export interface Operation {
  method: HttpMethod;
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  pathParams: string[];
  /** The query string's parameters, as one object schema. */
  query: JsonSchema | null;
  body: JsonSchema | null;
  /** The body is multipart/form-data (fuzzed through its field values). */
  multipart: boolean;
  credential: Credential;
  /** `METHOD /path`, the key of every table in the security suites. */
  key: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every operation of the app's OpenAPI document (GET /api/docs/json), in document order. */
export async function readRouteCatalogue(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.body}`);
  const document = response.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()];
      if (operation) operations.push(describeOperation(method, path, operation));
    }
  }
  return operations;
}

function describeOperation(method: HttpMethod, path: string, operation: OpenApiOperation) {
  const parameters = operation.parameters ?? [];
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const content = operation.requestBody?.content ?? {};
  const multipartSchema = content['multipart/form-data']?.schema;
  const jsonSchema = content['application/json']?.schema;
  return {
    method,
    path,
    pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
    query: queryParameters.length > 0 ? objectOf(queryParameters) : null,
    body: jsonSchema ?? multipartSchema ?? null,
    multipart: !jsonSchema && Boolean(multipartSchema),
    credential: credentialOf(operation.security),
    key: `${method} ${path}`,
  } satisfies Operation;
}

function objectOf(parameters: OpenApiParameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

function credentialOf(security: Record<string, unknown>[] | undefined): Credential {
  const schemes = (security ?? []).flatMap((entry) => Object.keys(entry));
  if (schemes.includes('bearerAuth')) return 'bearer';
  if (schemes.includes('visitorToken')) return 'visitor';
  if (schemes.includes('apiKey')) return 'apiKey';
  return 'none';
}

/** The path with each `{param}` replaced by the value `valueOf` answers for it. */
export function fillPath(path: string, valueOf: (param: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_whole, param: string) => encodeURIComponent(valueOf(param)));
}
