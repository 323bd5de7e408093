/**
 * A hot list's answer written by its schema (fast-json-stringify, Fastify's own serialiser for
 * JSON schemas) instead of checked by zod and then JSON.stringify'd: on a page of 50 drivers the
 * check cost more than the rest of the handler (issue 22 §2). The JSON schema is the route's zod
 * schema converted once, so the wire stays what schemas/ declare: fields outside it are dropped,
 * a missing required one fails the answer. Patterns and bounds are not checked here; the server
 * tests parse the answers with the zod schema.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf: [X, null]` as `type: [X, 'null']`, which the serialiser writes without trying branches. */
function simplify(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(simplify);
  if (!isNode(value)) return value;
  const node: Node = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, simplify(inner)]));
  const variants = node.anyOf;
  if (Array.isArray(variants) && variants.length === 2) {
    const other = variants.find((variant) => !(isNode(variant) && variant.type === 'null'));
    if (variants.some((variant) => isNode(variant) && variant.type === 'null') && isNode(other) && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/** For a route's `serializerCompiler`: its 200 answer written by `schema`; other answers as every route's. */
export function schemaSerializer<RouteSchema>(schema: z.ZodType): FastifySerializerCompiler<RouteSchema> {
  const json = simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as Parameters<typeof fastJson>[0];
  const stringify = fastJson(json);
  return (route) =>
    route.httpStatus === '200' ? (data: unknown) => stringify(data) : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
}
