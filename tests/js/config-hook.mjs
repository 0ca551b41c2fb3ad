// A Node module hook for the unit tests of the worker's modules that read the build's
// rules-config.js (written into the site by scripts/build/rules_config.py, absent from the sources):
// they get fixtures/rules-config.mjs instead. Registered by those tests (module.register).

const CONFIG = new URL("./fixtures/rules-config.mjs", import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier.endsWith("/rules-config.js")) return { url: CONFIG, shortCircuit: true };
  return next(specifier, context);
}
