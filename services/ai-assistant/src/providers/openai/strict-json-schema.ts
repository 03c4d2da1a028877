// Turns a zod schema into the JSON Schema that OpenAI structured outputs accept in strict mode
// (every property required, absent values as null, no oneOf, no string length keywords), and
// undoes the null-for-absent convention on the answer before zod validates it.
import { z } from 'zod';

type Json = Record<string, unknown>;
const DROPPED_KEYWORDS = ['$schema', 'minLength', 'maxLength', 'default', 'format', 'pattern'];

export interface ModelSchema<T> {
  name: string;
  jsonSchema: Json;
  /** Parses the model's JSON text; returns zod's verdict without throwing. */
  parse(content: string): { success: true; data: T } | { success: false; problems: string };
}

export function modelSchema<T>(name: string, schema: z.ZodType<T>): ModelSchema<T> {
  const original = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  const jsonSchema = strictify(structuredClone(original));
  return {
    name,
    jsonSchema,
    parse(content) {
      let value: unknown;
      try {
        value = JSON.parse(content);
      } catch {
        return { success: false, problems: 'the answer is not valid JSON' };
      }
      const result = schema.safeParse(dropNullsForOptional(value, original));
      if (result.success) return { success: true, data: result.data };
      return { success: false, problems: z.prettifyError(result.error).slice(0, 1000) };
    },
  };
}

function strictify(node: Json): Json {
  for (const keyword of DROPPED_KEYWORDS) delete node[keyword];
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (Array.isArray(node.oneOf)) {
    node.anyOf = node.oneOf;
    delete node.oneOf;
  }
  const properties = node.properties as Record<string, Json> | undefined;
  if (properties) {
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries(properties)) {
      properties[key] = required.has(key) || acceptsNull(property) ? property : { anyOf: [property, { type: 'null' }] };
    }
    node.required = Object.keys(properties);
    node.additionalProperties = false;
  }
  for (const child of children(node)) strictify(child);
  return node;
}

function dropNullsForOptional(value: unknown, schema: Json): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => (isObject(schema.items) ? dropNullsForOptional(item, schema.items) : item));
  }
  if (!isObject(value)) return value;
  const branches = [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as Json[])];
  const copy: Json = { ...value };
  for (const branch of branches) {
    const properties = branch.properties as Record<string, Json> | undefined;
    if (!properties) continue;
    const required = new Set((branch.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries(properties)) {
      if (copy[key] === null && !required.has(key) && !acceptsNull(property)) delete copy[key];
      else if (key in copy) copy[key] = dropNullsForOptional(copy[key], property);
    }
  }
  return copy;
}

function acceptsNull(node: Json): boolean {
  if (node.type === 'null') return true;
  const options = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  return Array.isArray(options) && options.some(acceptsNull);
}

function children(node: Json): Json[] {
  const found: Json[] = [];
  for (const key of ['properties', '$defs', 'definitions']) {
    if (isObject(node[key])) found.push(...(Object.values(node[key]) as Json[]));
  }
  if (isObject(node.items)) found.push(node.items);
  for (const key of ['anyOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(node[key])) found.push(...(node[key] as Json[]));
  }
  return found.filter(isObject);
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
