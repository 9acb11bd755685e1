import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/** What the tests read of a served OpenAPI document (JSON as it went over the wire). */
export interface ServedDocument {
  openapi: string;
  info: { title: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, ServedOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, JsonSchema> };
}

export interface ServedOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

/** "METHOD /path/{param}" for every operation the document lists. */
export const documentedRoutes = (document: ServedDocument): string[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

/** The JSON body schema of one documented answer; throws when the document has none. */
export function answerSchema(document: ServedDocument, path: string, method: string, status: string): JsonSchema {
  const schema = document.paths[path]?.[method]?.responses[status]?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`${method} ${path} documents no ${status} body`);
  return schema;
}

/**
 * A validator for one documented schema: its $refs point into the document's components, which zod's JSON
 * Schema reader takes as $defs. An answer is checked against the served document, not against the zod source.
 */
export function validatorFor(document: ServedDocument, schema: JsonSchema) {
  const rewrite = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/'));
  return z.fromJSONSchema({ ...(rewrite(schema) as object), $defs: rewrite(document.components.schemas) } as never);
}
