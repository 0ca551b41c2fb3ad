"""The types the page's scripts are checked against (``types/contract.d.ts``, for tsc) say what
Python writes: the input kinds, the keys of an input's and a piece's declaration, and the keys of
an answer and of its errors. A kind or a key added on the Python side only would reach the
scripts unchecked; one left in the types only would be read and never there."""

import re
from pathlib import Path
from typing import get_args

from rules_py.board import Piece
from rules_py.calculators import handle_request
from rules_py.contract import Input, InputKind

CONTRACT = (Path(__file__).parents[2] / "types" / "contract.d.ts").read_text(encoding="utf-8")


def _interface_keys(name: str) -> set[str]:
    """The properties of ``export interface name`` (two spaces in, as the file is written)."""
    block = re.search(rf"^export interface {name} \{{\n(?P<body>.*?)^\}}", CONTRACT, re.M | re.S)
    assert block is not None, f"types/contract.d.ts declares no interface {name}"
    return set(re.findall(r"^  (\w+)\??:", block["body"], re.MULTILINE))


def test_the_input_kinds_are_those_python_declares() -> None:
    declared = re.search(r"^export type InputKind = (?P<union>[^;]+);", CONTRACT, re.MULTILINE)
    assert declared is not None
    assert set(re.findall(r'"(\w+)"', declared["union"])) == set(get_args(InputKind))


def test_an_input_declaration_has_the_keys_python_describes() -> None:
    assert _interface_keys("InputDeclaration") == set(Input("roll", "Roll").describe())


def test_a_piece_has_the_keys_python_describes() -> None:
    assert _interface_keys("Piece") == set(Piece("passer", "Passer", "P").describe())


def test_a_reply_and_its_errors_have_the_keys_python_answers_with() -> None:
    result = handle_request({"calculator": "ability", "inputs": {"chance": "50"}})
    error = handle_request({"calculator": "ability", "inputs": {"chance": "x"}})
    assert _interface_keys("Reply") == set(result) | set(error)
    assert _interface_keys("InputErrorRecord") == set(error["error"]) == set(error["errors"][0])
