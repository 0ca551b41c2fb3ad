// The party schema as rules_py declares it, put into docs/javascripts/party/schema.js (which the
// build fills in, and the sources leave empty): the unit tests of what reads a stored party check
// against the real declaration, not a copy typed here. Python is the repository's venv (or
// $PYTHON).
import { execFileSync } from "node:child_process";

const { PARTY_SCHEMA } = await import("../../docs/javascripts/party/schema.js");

const python = process.env.PYTHON ?? ".venv/bin/python";
const text = execFileSync(
  python,
  ["-c", "import json; from rules_py.party import json_schema; print(json.dumps(json_schema()))"],
  { encoding: "utf-8" },
);
Object.assign(PARTY_SCHEMA, JSON.parse(text));

export { PARTY_SCHEMA };
