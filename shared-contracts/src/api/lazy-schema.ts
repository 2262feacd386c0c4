/**
 * A schema (or an object of schemas) built the first time it is used, not when its module loads.
 * Building every schema of the typed routes at once was the longest task of a page opened from a
 * link: about 200 ms of a phone's main thread at 4× CPU, for the one or two schemas the page
 * parses. The value stands for the schema in every way (`.parse`, `.extend`, `z.infer`, inside
 * another schema); only what a page touches gets built. Marked free of side effects, so a bundle
 * leaves out the schemas (and routes) nothing in it uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get(_target, key) {
      const schema = real();
      const value: unknown = Reflect.get(schema, key, schema);
      // zod's methods read `this`: they run on the schema itself, never on this stand-in.
      return typeof value === 'function' ? value.bind(schema) : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
  });
}
