/**
 * A small checker for untrusted JSON (an imported file): each check returns the value rebuilt from the
 * fields it knows, or throws `ShapeError` naming the path of the first field that is wrong. Unknown
 * fields are refused, not copied: nothing a file adds reaches the store.
 */
export class ShapeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || 'the file'}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

export type Check<T> = (value: unknown, path: string) => T;

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const text =
  (max: number): Check<string> =>
  (value, path) => {
    if (typeof value !== 'string') throw new ShapeError(path, 'text');
    if (value.length > max) throw new ShapeError(path, `at most ${max} characters`);
    return value;
  };

export const number =
  ({ integer = false, min = -Infinity, max = Infinity } = {}): Check<number> =>
  (value, path) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      throw new ShapeError(path, `${integer ? 'a whole number' : 'a number'}${min > -Infinity ? ` from ${min}` : ''}${max < Infinity ? ` to ${max}` : ''}`);
    }
    return value;
  };

export const boolean: Check<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new ShapeError(path, 'true or false');
  return value;
};

/** A flag that is present only when set (`beside: true`). */
export const yes: Check<true> = (value, path) => {
  if (value !== true) throw new ShapeError(path, 'true');
  return true;
};

export const oneOf =
  <const T extends string>(choices: readonly T[]): Check<T> =>
  (value, path) => {
    if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) throw new ShapeError(path, `one of ${choices.join(', ')}`);
    return value as T;
  };

export const list =
  <T>(item: Check<T>, max: number): Check<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'a list');
    if (value.length > max) throw new ShapeError(path, `at most ${max} entries`);
    return value.map((v, i) => item(v, `${path}[${i}]`));
  };

export const pair =
  (item: Check<number>): Check<[number, number]> =>
  (value, path) => {
    if (!Array.isArray(value) || value.length !== 2) throw new ShapeError(path, 'two numbers');
    return [item(value[0], `${path}[0]`), item(value[1], `${path}[1]`)];
  };

/** Text values under keys that are whole numbers (a turn's tab names by tab id). */
export const textByNumber =
  (max: number, maxKeys: number): Check<Record<number, string>> =>
  (value, path) => {
    if (!isRecord(value)) throw new ShapeError(path, 'an object');
    const entries = Object.entries(value);
    if (entries.length > maxKeys) throw new ShapeError(path, `at most ${maxKeys} entries`);
    const out: Record<number, string> = {};
    for (const [key, v] of entries) {
      if (!/^-?\d{1,16}$/u.test(key)) throw new ShapeError(at(path, key), 'a tab number as key');
      out[Number(key)] = text(max)(v, at(path, key));
    }
    return out;
  };

type Fields<T> = { [K in keyof T]-?: Check<T[K]> };
type Optional<T> = { [K in keyof T]-?: Check<Exclude<T[K], undefined>> };

/** An object with exactly these fields (`optional` ones may be absent or null: both read as absent). */
export function object<R extends object, O extends object = Record<never, never>>(required: Fields<R>, optional?: Optional<O>): Check<R & Partial<O>> {
  return (value, path) => {
    if (!isRecord(value)) throw new ShapeError(path, 'an object');
    const known = new Set([...Object.keys(required), ...Object.keys(optional ?? {})]);
    const extra = Object.keys(value).find((key) => !known.has(key));
    if (extra !== undefined) throw new ShapeError(at(path, extra), 'no such field');
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(required) as Array<[string, Check<unknown>]>) {
      if (!(key in value)) throw new ShapeError(at(path, key), 'a value (missing)');
      out[key] = check(value[key], at(path, key));
    }
    for (const [key, check] of Object.entries(optional ?? {}) as Array<[string, Check<unknown>]>) {
      if (value[key] !== undefined && value[key] !== null) out[key] = check(value[key], at(path, key));
    }
    return out as R & Partial<O>;
  };
}

/** The first check whose `tag` field value matches decides (a union told apart by one field). */
export function variants<T>(tag: string, byTag: Record<string, Check<T>>): Check<T> {
  return (value, path) => {
    const chosen = isRecord(value) && typeof value[tag] === 'string' ? byTag[value[tag]] : undefined;
    if (!chosen || !Object.hasOwn(byTag, (value as Record<string, string>)[tag]!)) throw new ShapeError(at(path, tag), `one of ${Object.keys(byTag).join(', ')}`);
    return chosen(value, path);
  };
}
