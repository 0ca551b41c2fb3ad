// @ts-check
// The party file's JSON Schema as Python declares it (rules_py.party.json_schema, published as
// party.schema.json): every stored party is read against it (./store.js). Filled in at build
// time by scripts/build/after_build.py write_party_schema; empty here, where it accepts any shape of
// character (the unit tests put the real schema in: tests/js/party-schema.mjs).

/** @type {Record<string, any>} */
export const PARTY_SCHEMA = {}; // filled in by the build
