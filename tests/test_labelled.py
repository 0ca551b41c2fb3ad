"""The enums' words: every Enum of ``rules_py`` that names its members in a page's words declares
each member with its label (rules_py.labelled.Labelled), so no second table of labels, indexed
by member, can miss one; and the values the site stores in links, JSON and the CLI stay what they
were."""

import ast
from importlib import import_module
from pathlib import Path

from rules_py.brp.sanity import Procedure
from rules_py.labelled import Labelled
from rules_py.rq2_combat.actions import CombatAction
from rules_py.runequest.opposed import HolderBands

ROOT = Path(__file__).resolve().parents[1]
# Members that are not words (a Footing each), so they keep a table of their labels.
NOT_WORDS = {"Position"}


def _labels_by_lookup() -> list[str]:
    """The Enums whose ``label`` looks the member up in a table: ``return TABLE[self]``."""
    found = []
    for path in sorted(ROOT.glob("rules_py/**/*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "label":
                    returns = [s for s in ast.walk(item) if isinstance(s, ast.Return)]
                    if any(
                        isinstance(r.value, ast.Subscript)
                        and isinstance(r.value.slice, ast.Name)
                        and r.value.slice.id == "self"
                        for r in returns
                    ):
                        found.append(node.name)
    return found


def test_no_enum_looks_its_label_up_in_a_table_of_members() -> None:
    assert set(_labels_by_lookup()) == NOT_WORDS


def test_a_labelled_member_keeps_its_stored_value_and_has_its_words() -> None:
    # RuneQuest II House Rules, The Combat Round › Ready an Attack (the action's own name)
    assert (CombatAction.READY_AN_ATTACK.value, CombatAction.READY_AN_ATTACK.label) == (
        "ready_an_attack",
        "Ready an Attack",
    )
    assert CombatAction("defend") is CombatAction.DEFEND
    assert HolderBands("reduced").value == "reduced"  # the opposed roll's setting, in links
    assert [p.value for p in Procedure] == [
        "save_degree",
        "save_pass_fail",
        "loss_size",
        "save_then_size",
    ]


def test_no_two_members_of_a_labelled_enum_read_alike() -> None:
    enums = {
        cls
        for cls in _subclasses(Labelled)
        if cls.__module__.startswith("rules_py.") and issubclass(cls, Labelled)
    }
    assert len(enums) >= 44  # at least the Enums once labelled through a table of their members
    for enum in enums:
        labels = [member.label for member in enum]
        assert len(set(labels)) == len(labels), enum  # two members never read alike


def _subclasses(cls: type[Labelled]) -> set[type[Labelled]]:
    for path in ROOT.glob("rules_py/**/*.py"):  # every module, with its enums
        import_module(
            ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        )
    found: set[type[Labelled]] = set()
    todo = [cls]
    while todo:
        for sub in todo.pop().__subclasses__():
            found.add(sub)
            todo.append(sub)
    return found
