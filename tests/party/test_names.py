"""One rule for what a name may hold (rules_py/plain_text.py), as the party file, the CLI's
``--party`` and the calculators' text inputs read it; tests/js/names.test.mjs runs the same cases
(tests/fixtures/names.json) through the browser's check of the party schema.
"""

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py import parsers, plain_text
from rules_py.errors import InputError
from rules_py.party import FORMAT, VERSION, PartyError, read_party

CASES = json.loads((Path(__file__).parents[1] / "fixtures" / "names.json").read_text())["cases"]


def _party(name: str) -> dict[str, object]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "characters": [{"name": name, "document": "runequest"}],
    }


@pytest.mark.parametrize("case", CASES, ids=[case["refused"] or case["name"] for case in CASES])
def test_a_name_is_read_alike_by_the_party_and_the_calculators(case: dict[str, str]) -> None:
    if case["refused"]:
        with pytest.raises(PartyError, match=re.escape(f"holds {case['refused']}")):
            read_party(_party(case["name"]))
        with pytest.raises(InputError, match=re.escape(f"holds {case['refused']}")):
            parsers.text("who", case["name"])
    else:
        assert read_party(_party(case["name"]))[0].name == case["name"]
        assert parsers.text("who", case["name"]) == case["name"]


@given(st.text(max_size=40))
def test_the_party_refuses_exactly_what_the_rule_refuses(name: str) -> None:
    refused = plain_text.hidden_character(name)
    try:
        read_party(_party(name))
    except PartyError as error:
        # refused for this rule, or for being empty (white space only)
        assert refused in str(error) if refused else "not empty" in str(error)
    else:
        assert not refused
