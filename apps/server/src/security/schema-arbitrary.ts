import fc from 'fast-check';
import type { JsonSchema } from './route-catalogue.js';

/** Values no schema expects: wrong types, odd numbers, huge, NUL-laden and prototype-polluting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    'NaN',
    'Infinity',
    '-0',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '😀'.repeat(50),
    'x'.repeat(300_000),
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{{constructor.constructor("x")()}}',
    '00000000-0000-4000-8000-000000000000',
    [],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.letrec((tie) => ({
    deep: fc.oneof({ depthSize: 'small' }, fc.constant(1), fc.array(tie('deep'), { maxLength: 2 })),
  })).deep,
);

/**
 * An arbitrary of values for a JSON schema: mostly well-shaped (so the call gets past validation
 * and reaches the service), with hostile values mixed in at every level.
 */
export function arbitraryFor(
  schema: JsonSchema | null | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: shapedFor(schema ?? {}, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function shapedFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => arbitraryFor(variant, depth + 1)));
  }
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(depth > 3 ? hostileValue : arbitraryFor(schema.items, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return hostileValue;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email' || schema.pattern?.includes('@')) {
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  }
  if (schema.pattern === '^\\d{6}$') return fc.stringMatching(/^\d{6}$/);
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [
      key,
      arbitraryFor(value, depth + 1),
    ]),
  );
  const known = fc.record(properties, { requiredKeys: schema.required ?? [] });
  const extra = fc.dictionary(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'organization_id',
      'organizationId',
      'id',
    ),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc
    .tuple(known, fc.option(extra, { freq: 3 }))
    .map(([record, more]) => (more ? { ...record, ...JSON.parse(JSON.stringify(more)) } : record));
}

/** Path parameter values: the real one now and then, and everything that is not a UUID. */
export function pathParamArbitrary(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(real),
    fc.uuid(),
    fc.constantFrom(
      'not-a-uuid',
      '0',
      '-1',
      '1e308',
      'NaN',
      '..',
      '%00',
      '__proto__',
      'constructor',
    ),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'x'.repeat(5000), '😀', ' '),
    fc.string({ minLength: 1, maxLength: 40 }),
  );
}
