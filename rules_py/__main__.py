"""The command line: ``python -m rules_py CALCULATOR --INPUT VALUE ...`` prints the result as JSON.

``--jsonl`` reads one request per line from stdin and answers one line each. Bad input exits 2
with one line on stderr.
"""

import argparse
import json
import sys
from typing import NoReturn

from rules_py.calculators import REGISTRY, calculate, handle_json
from rules_py.contract import InputError


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
    commands = parser.add_subparsers(dest="calculator", metavar="CALCULATOR")
    for calculator in REGISTRY.values():
        command = commands.add_parser(
            calculator.name, help=calculator.title, description=calculator.summary
        )
        command.error = parser.error  # type: ignore[method-assign]
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
        for line in sys.stdin:
            if line.strip():
                print(handle_json(line), flush=True)
        return 0
    if options.calculator is None:
        parser.error("name a calculator (see --help)")
    inputs = {
        item.name: getattr(options, item.name)
        for item in REGISTRY[options.calculator].fields
        if getattr(options, item.name) is not None
    }
    try:
        result = calculate(options.calculator, inputs)
    except InputError as error:
        print(f"{parser.prog} {options.calculator}: error: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
