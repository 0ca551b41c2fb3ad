"""The command line: ``python -m rules_py CALCULATOR --INPUT VALUE ...`` prints the result as JSON.

``--jsonl`` reads one request per line from stdin and answers one line each. ``--party FILE``
reads a party file (rules_py.party, version 1, 2 or 3) so that an input a character holds takes a
character's name ("Vasana", or "Vasana:Broadsword") in place of a number, in a field or in a cell
of a table of rows (``--combatants "Vasana:Vasana:2"``); a table of characters and their chances
left out takes every character who has the skill named (``party_roll --skill Scan``); a roll that
succeeds with a character's ability ticks its experience check in that file (RuneQuest, The Game
System › Ability Results), said on stderr. Bad input
exits 2 with one line on stderr. Every line of ``--jsonl`` is answered, whatever it holds: text
that is not UTF-8, or JSON past the bounds of :mod:`rules_py.json_text`, gets an error line and
the loop goes on.
"""

import argparse
import json
import os
import sys
from typing import NoReturn

from rules_py.calculators import REGISTRY, calculate, handle_json
from rules_py.contract import Input, InputError
from rules_py.party import Character, PartyError, load_party, with_checks
from rules_py.party_holds import ability_of, value_of, with_skill
from rules_py.rows import (
    CELL_SEPARATOR,
    ROW_SEPARATOR,
    cell_path,
    escape_cell,
    is_json_rows,
    split_compact,
)


class _OneLineParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _inputs_overview() -> str:
    """Every calculator with its inputs, for the top-level --help."""
    lines = ["calculators and their inputs (optional ones in brackets):"]
    for calculator in REGISTRY.values():
        names = [
            f"[--{item.name}]"
            if item.optional or item.reading or item.kind == "yesno"
            else f"--{item.name}"
            for item in calculator.fields
        ]
        lines.append(f"  {calculator.name} {' '.join(names)}")
    lines.append("example: python -m rules_py ability --chance 50 --roll 07")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="python -m rules_py",
        description="Run a d100 rules calculator and print its result as JSON.",
        epilog=_inputs_overview(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help='read lines {"calculator": NAME, "inputs": {...}} from stdin, answer one line each',
    )
    party_help = "a party file: an input a character holds takes a name (Vasana, Vasana:Broadsword)"
    parser.add_argument("--party", metavar="FILE", help=party_help)
    commands = parser.add_subparsers(dest="calculator", metavar="CALCULATOR")
    for calculator in REGISTRY.values():
        command = commands.add_parser(
            calculator.name, help=calculator.title, description=calculator.summary
        )
        command.error = parser.error  # type: ignore[method-assign]
        # also after the calculator's name; SUPPRESS keeps one given before it
        command.add_argument("--party", metavar="FILE", help=party_help, default=argparse.SUPPRESS)
        for item in calculator.fields:
            detail = item.label
            if item.choices:
                detail += f" (one of {', '.join(item.choices)})"
            elif item.minimum is not None:
                detail += f" ({item.minimum}..{item.maximum})"
            if item.reading:
                detail += f"; reading {item.reading}, default {item.default}"
            elif item.optional:
                detail += ", optional"
            # argparse formats help with %, so a label's own % must be doubled.
            help = detail.replace("%", "%%")
            if item.kind == "yesno":  # the flag alone says yes; a word after it is checked
                help += " (yes or no; the flag alone: yes)"
                command.add_argument(
                    f"--{item.name}", nargs="?", const="yes", metavar="YES/NO", help=help
                )
            else:
                command.add_argument(f"--{item.name}", metavar="VALUE", help=help)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit status."""
    parser = _parser()
    options = parser.parse_args(argv)
    if options.jsonl:
        for raw in sys.stdin.buffer:
            if raw.strip():
                print(_answer_line(raw), flush=True)
        return 0
    if options.calculator is None:
        parser.error("name a calculator (see --help)")
    inputs = {
        item.name: getattr(options, item.name)
        for item in REGISTRY[options.calculator].fields
        if getattr(options, item.name) is not None
    }
    prefix = f"{parser.prog} {options.calculator}: error:"
    picked: dict[str, tuple[str, str]] = {}
    if options.party is not None:
        try:
            party = _read_party(options.party)
            picked = _abilities_named(options.calculator, inputs, party)
            inputs = _from_party(options.calculator, inputs, party)
        except PartyError as error:
            print(f"{prefix} {error}", file=sys.stderr)
            return 2
    try:
        result = calculate(options.calculator, inputs)
    except InputError as error:
        print(f"{prefix} {error}", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if options.party is not None:
        return _tick(options.party, _checks(options.calculator, result, picked), prefix)
    return 0


def _abilities_named(
    calculator: str, inputs: dict[str, str], party: tuple[Character, ...]
) -> dict[str, tuple[str, str]]:
    """The character and ability each input named from the party (``--chance Vasana:Scan``)."""
    found = {}
    for item in REGISTRY[calculator].fields:
        raw = inputs.get(item.name)
        if raw is not None and item.kind != "rows" and _named(raw):
            try:
                named = ability_of(party, item.holds, raw)
            except PartyError as error:
                raise PartyError(item.name, str(error)) from None
            if named:
                found[item.name] = named
    return found


def _checks(
    calculator: str, result: dict[str, object], picked: dict[str, tuple[str, str]]
) -> list[tuple[str, str]]:
    """The experience checks the answer gives (its declared ``experience`` result), as
    (character, ability): an input's from what it named, the party roll's as it names them."""
    key = REGISTRY[calculator].experience
    entries = result.get(key) if key else None
    ticks = []
    for entry in entries if isinstance(entries, list) else []:
        if "field" in entry and entry["field"] in picked:
            ticks.append(picked[entry["field"]])
        elif "name" in entry:
            ticks.append((str(entry["name"]), str(entry["ability"])))
    return ticks


def _tick(path: str, ticks: list[tuple[str, str]], prefix: str) -> int:
    """Write the experience checks into the party file; say what was ticked on stderr."""
    if not ticks:
        return 0
    try:
        with open(path, encoding="utf-8") as file:
            document, done = with_checks(json.load(file), ticks)
        if done:
            with open(path, "w", encoding="utf-8") as file:
                file.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    except (OSError, ValueError, PartyError) as error:
        print(
            f"{prefix} --party {path}: the experience check was not kept ({error})", file=sys.stderr
        )
        return 2
    for who, ability in done:
        print(f"Experience check ticked in {path}: {who}, {ability}", file=sys.stderr)
    return 0


def _error_line(message: str) -> str:
    record = {"message": message, "input": None}
    return json.dumps({"error": record, "errors": [record]})


def _answer_line(raw: bytes) -> str:
    """The answer to one line of ``--jsonl``: always one line, so that the loop goes on.

    >>> _answer_line(b'{"calculator": "resistance", "inputs": {"active": 10, "passive": 10}}')[:24]
    '{"result": {"chance": 50'
    >>> _answer_line(b"\\xff{}")
    '{"error": {"message": "the request is not UTF-8 text", "input": null}, ...'
    """
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _error_line("the request is not UTF-8 text")
    try:
        return handle_json(line)
    except Exception as error:  # a fault of ours: said on its line, the next lines still answered
        return _error_line(f"this request could not be answered ({error.__class__.__name__})")


def _read_party(path: str) -> tuple[Character, ...]:
    """The party file at ``path``; an unreadable one is a PartyError naming the file."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        raise PartyError(
            f"--party {path}", f"cannot be read ({error.__class__.__name__})"
        ) from None
    try:
        return load_party(text)
    except PartyError as error:
        raise PartyError(f"--party {path}", str(error)) from None


def _named(raw: str) -> bool:
    """Whether a value is a character's name rather than a number ("Vasana", not "75%")."""
    return raw.strip()[:1].isalpha()


def _from_party(
    calculator: str, inputs: dict[str, str], party: tuple[Character, ...]
) -> dict[str, str]:
    """``inputs`` with every character's name (in an input that holds a character's value, or in
    such a cell of a table of rows) replaced by the character's value; and a table of characters
    and their chances left out filled with everyone who has the skill named."""
    found = dict(inputs)
    fields = REGISTRY[calculator].fields
    for item in fields:
        raw = inputs.get(item.name)
        if item.kind == "rows" and raw is None:
            filled = _everyone_with(item, fields, inputs, party)
            if filled is not None:
                found[item.name] = filled
        elif item.kind == "rows" and raw is not None and not is_json_rows(raw):
            found[item.name] = _rows_from_party(item, raw, party)
        elif item.holds not in ("", "name", "skill_name") and raw is not None and _named(raw):
            try:
                found[item.name] = str(value_of(party, item.holds, raw))
            except PartyError as error:
                raise PartyError(item.name, str(error)) from None
    return found


def _rows_from_party(field: Input, raw: str, party: tuple[Character, ...]) -> str:
    """The compact rows with each cell that holds a character's value and names one replaced by
    that value."""
    rows = []
    for number, cells in enumerate(split_compact(raw), start=1):
        for at, (cell, column) in enumerate(zip(cells, field.columns, strict=False)):
            if column.holds and column.kind == "integer" and _named(cell):
                try:
                    cells[at] = str(value_of(party, column.holds, cell))
                except PartyError as error:
                    where = cell_path(field, number, column.name)
                    raise PartyError(where, str(error)) from None
        rows.append(CELL_SEPARATOR.join(escape_cell(cell) for cell in cells))
    return ROW_SEPARATOR.join(rows)


def _everyone_with(
    field: Input, fields: tuple[Input, ...], inputs: dict[str, str], party: tuple[Character, ...]
) -> str | None:
    """A table of characters (a column holding names, one holding a skill) left out: a row for
    each character who has the skill that the input holding a skill's name names; None where the
    calculator has no such table or no skill is named."""
    holds = {column.holds: column.name for column in field.columns}
    skill = next((inputs.get(item.name) for item in fields if item.holds == "skill_name"), None)
    if "name" not in holds or "skill" not in holds or not skill or not skill.strip():
        return None
    rows = [
        {holds["name"]: who, holds["skill"]: value} for who, _, value in with_skill(party, skill)
    ]
    if not rows:
        raise PartyError(field.name, f"nobody in the party has {skill.strip()}")
    return json.dumps(rows, ensure_ascii=False)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        # The reader's pipe closed early (`... | head`): stop quietly, as the Python docs advise
        # (stdout pointed at devnull, so the flush at exit does not raise again).
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
