import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Named schemas (`.meta({ id })`) shared by the document's operations. The same id can differ
 * between what a client sends (defaults optional) and what it reads back, so a second, different
 * shape under one id is kept as `<id>Input`.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  // The definitions as zod wrote them, refs still `#/$defs/…`: what two shapes are compared by.
  readonly #raw = new Map<string, string>();

  /** A zod schema as OpenAPI 3.1 JSON Schema, its named parts moved into components. */
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', override: patternOverFormat }) as JsonSchema;
    const { $schema: _dialect, $defs = {}, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const renamed = new Map<string, string>();
    for (const [id, definition] of Object.entries($defs)) renamed.set(id, this.#place(id, definition, io));
    for (const [id, definition] of Object.entries($defs)) {
      this.schemas[renamed.get(id)!] = rewriteRefs(definition, renamed) as JsonSchema;
    }
    return rewriteRefs(rest, renamed) as JsonSchema;
  }

  #place(id: string, definition: JsonSchema, io: 'input' | 'output'): string {
    const raw = JSON.stringify(definition);
    for (const name of [id, io === 'input' ? `${id}Input` : `${id}Output`]) {
      const existing = this.#raw.get(name);
      if (existing === undefined) this.#raw.set(name, raw);
      if (existing === undefined || existing === raw) return name;
    }
    throw new Error(`Schema id ${id} has more than two shapes`);
  }
}

// zod checks an e-mail with its own pattern, which accepts addresses a JSON Schema `email` format
// checker refuses (e.g. local parts over 64 characters): the document states the pattern alone.
function patternOverFormat({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.format === 'email' && jsonSchema.pattern) delete jsonSchema.format;
}

// $defs refs become component refs; `renamed` maps an id to the component it was stored as.
function rewriteRefs(value: unknown, renamed: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renamed));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
        const id = inner.slice('#/$defs/'.length);
        return [key, `#/components/schemas/${renamed.get(id) ?? id}`];
      }
      return [key, rewriteRefs(inner, renamed)];
    }),
  );
}
