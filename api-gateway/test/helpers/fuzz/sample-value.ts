import { type JsonSchema, kindOf } from './openapi-routes.js';
import type { Random } from './prng.js';

/**
 * Values of the run's world by property name (the seeded point, the signed-in client's phone, a
 * product link the fake marketplace knows): with them a well-formed request reaches past the
 * "not found" answers into the handlers.
 */
export type Hints = Readonly<Record<string, (random: Random) => unknown>>;

const letters = 'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюя';

export function uuidOf(random: Random): string {
  const hex = () => random.int(0, 15).toString(16);
  const run = (length: number) => Array.from({ length }, hex).join('');
  return `${run(8)}-${run(4)}-4${run(3)}-${random.pick(['8', '9', 'a', 'b'])}${run(3)}-${run(12)}`;
}

function textOf(schema: JsonSchema, random: Random): string {
  if (schema.format === 'uuid') return uuidOf(random);
  if (schema.format === 'date') return `20${random.int(20, 29)}-0${random.int(1, 9)}-1${random.int(0, 9)}`;
  if (schema.format === 'date-time')
    return new Date(Date.UTC(2025, random.int(0, 11), random.int(1, 28))).toISOString();
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 12, min + 12));
  return Array.from({ length: random.int(Math.max(min, 1), Math.max(max, 1)) }, () => random.pick([...letters])).join(
    '',
  );
}

function integerOf(schema: JsonSchema, random: Random): number {
  const min = schema.minimum ?? 1;
  const max = schema.maximum ?? Math.max(min, 3);
  return random.int(min, Math.min(max, min + 3));
}

/** A value that a schema most likely accepts, drawn at random: the base each mutant changes one thing of. */
export function sampleOf(schema: JsonSchema, random: Random, hints: Hints, name?: string, depth = 0): unknown {
  const hint = name === undefined ? undefined : hints[name];
  // a hint names a scalar; a field of the same name that holds an object is another thing
  if (hint && kindOf(schema) !== 'object' && kindOf(schema) !== 'array') return hint(random);
  if (schema.enum) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const solid = branches.filter((branch) => branch.type !== 'null');
    return sampleOf(random.pick(solid.length > 0 ? solid : branches), random, hints, name, depth);
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, random, hints, undefined, depth)));
  if (schema.default !== undefined && random.chance(0.3)) return schema.default;
  const types = [schema.type ?? []].flat();
  switch (types.find((type) => type !== 'null') ?? types[0]) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || random.chance(0.4)) value[key] = sampleOf(property, random, hints, key, depth + 1);
      }
      const entries = Object.values(schema.patternProperties ?? {})[0] ?? schema.additionalProperties;
      if (typeof entries === 'object' && depth < 4 && random.chance(0.5))
        value[textOf({}, random)] = sampleOf(entries, random, hints, undefined, depth + 1);
      return value;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const length = depth < 4 ? random.int(min, Math.max(min, Math.min(schema.maxItems ?? 2, min + 2))) : min;
      return Array.from({ length }, () => sampleOf(schema.items ?? {}, random, hints, name, depth + 1));
    }
    case 'integer':
      return integerOf(schema, random);
    case 'number':
      return integerOf(schema, random) + random.pick([0, 0.5]);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return textOf(schema, random);
  }
}
