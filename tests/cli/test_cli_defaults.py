"""What an input's ``default`` means outside the page, as CONTRIBUTING.md ("Adding a calculator")
says: a whole number's default fills the page's form only, so the CLI and a JSON request must
give it; a choice, a yes/no or a reading setting left out takes its default."""

import json

from rules_py.calculators import REGISTRY, handle_json
from tests.cli.run import run_cli


def test_a_whole_numbers_default_fills_the_form_only_so_the_cli_demands_it() -> None:
    # RuneQuest › Resistance Table: the form shows active 12 against passive 10 (60%).
    defaults = REGISTRY["resistance"].defaults()
    assert (defaults["active"], defaults["passive"]) == (12, 10)
    left_out = run_cli("resistance", "--active", "12")
    assert (left_out.returncode, left_out.stdout) == (2, "")
    assert left_out.stderr.splitlines() == [
        "python -m rules_py resistance: error: passive: is required: enter a value"
    ]
    answer = json.loads(handle_json('{"calculator": "resistance", "inputs": {"active": 12}}'))
    assert answer["error"] == {"message": "is required: enter a value", "input": "passive"}
    given = run_cli("resistance", "--active", "12", "--passive", "10")
    assert json.loads(given.stdout)["chance"] == 60


def test_a_reading_setting_left_out_takes_the_sites_reading() -> None:
    # RuneQuest › Opposed rolls, 50 against 50: both fail 25%, each side wins 29.21%.
    default = REGISTRY["opposed"].defaults()["fumble_against"]
    left_out = run_cli("opposed", "--a", "50", "--b", "50")
    named = run_cli("opposed", "--a", "50", "--b", "50", "--fumble_against", str(default))
    assert left_out.returncode == 0, left_out.stderr
    assert left_out.stdout == named.stdout
    assert list(json.loads(left_out.stdout)["odds"].values()) == [29.21, 29.21, 16.58, 25.0]
