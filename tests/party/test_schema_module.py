"""The browser reads every stored party against the schema Python declares: the build publishes
``party.schema.json`` and fills the same schema into ``javascripts/party/schema.js``
(scripts/build/after_build.py write_party_schema), whose source holds an empty stand-in."""

import json
import shutil
from pathlib import Path

from rules_py.party import SCHEMA_FILE, json_schema
from scripts.build.after_build import SCHEMA_LINE, SCHEMA_MODULE, write_party_schema

ROOT = Path(__file__).resolve().parents[2]


def test_the_build_fills_the_schema_module_with_the_published_schema(tmp_path: Path) -> None:
    module = tmp_path / SCHEMA_MODULE
    module.parent.mkdir(parents=True)
    shutil.copyfile(ROOT / "docs" / SCHEMA_MODULE, module)
    assert SCHEMA_LINE in module.read_text(encoding="utf-8")
    write_party_schema(tmp_path)
    published = json.loads((tmp_path / SCHEMA_FILE).read_text(encoding="utf-8"))
    assert published == json_schema()
    (line,) = [
        each
        for each in module.read_text(encoding="utf-8").splitlines()
        if each.startswith("export const PARTY_SCHEMA = ")
    ]
    filled = json.loads(line.removeprefix("export const PARTY_SCHEMA = ").removesuffix(";"))
    assert filled == published
