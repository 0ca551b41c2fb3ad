"""The enums' words: every Enum of ``rules_py`` that names its members in a page's words declares
each member with its label (rules_py.labelled.Labelled), so no second table of labels, indexed
by member, can miss one; and the values the site stores in links, JSON and the CLI stay what they
were."""

import ast
from enum import Enum
from importlib import import_module
from pathlib import Path
from types import ModuleType

from rules_py.brp.combat_round import Phase
from rules_py.brp.sanity import Procedure
from rules_py.labelled import Labelled
from rules_py.rq2_combat.actions import CombatAction
from rules_py.rq2_combat.charging import Striker
from rules_py.rq2_combat.positions import Footing, Position
from rules_py.runeball.wounds import Effect
from rules_py.runequest.opposed import HolderBands
from rules_py.sources.documents import Document

ROOT = Path(__file__).resolve().parents[2]


def _looks_up_by_member(function: ast.FunctionDef) -> bool:
    """Whether a method answers with a table indexed by the member: ``TABLE[self]``,
    ``TABLE[self].title``, ``{...}[self]`` or ``{...}.get(self, ...)``."""
    for node in ast.walk(function):
        if isinstance(node, ast.Subscript) and ast.unparse(node.slice) == "self":
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and node.args
            and ast.unparse(node.args[0]) == "self"
        ):
            return True
    return False


def _words_by_lookup() -> list[str]:
    """The Enums, but those labelled already, whose members' words come from a table indexed by
    the member: a property that looks its answer up by ``self`` and answers with text, or a
    module's dict of text keyed by the members. (A table of facts that are not words, such as
    a Runeball skill's stats or a time's halves, is left alone.)"""
    found = []
    for path in sorted(ROOT.glob("rules_py/**/*.py")):
        module = import_module(
            ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        )
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef) or "Labelled" in map(ast.unparse, node.bases):
                continue
            enum = getattr(module, node.name, None)
            if not (isinstance(enum, type) and issubclass(enum, Enum)):
                continue
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and _looks_up_by_member(item):
                    answers = [getattr(member, item.name) for member in enum]
                    if all(isinstance(answer, str) for answer in answers):
                        found.append(f"{node.name}.{item.name}")
    for module in _modules():
        for name, value in vars(module).items():
            if (
                isinstance(value, dict)
                and value
                and all(isinstance(key, Enum) and not isinstance(key, Labelled) for key in value)
                and all(isinstance(words, str) for words in value.values())
            ):
                found.append(f"{module.__name__}.{name}")
    return found


def test_no_enum_looks_its_words_up_in_a_table_of_members() -> None:
    """An Enum whose members a page names subclasses Labelled and carries its words on each
    member (CONTRIBUTING, house rules); the last five that did not (RuneQuest II's Position and
    Striker, Basic Roleplaying's Phase, Runeball's Effect, the Document) now do."""
    assert _words_by_lookup() == []


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
    # The last five converted: their stored values and words as they were.
    assert [(d.value, d.label) for d in Document][3] == ("runeball", "Runeball 2022 Notes")
    assert [(s.value, s.label) for s in Striker] == [
        ("charger", "Charger"),
        ("defender", "Defender"),
        ("together", "Together"),
    ]
    assert [(p.label, p.ordered_by) for p in Phase] == [
        ("Statements", "DEX"),
        ("Powers", "INT"),
        ("Actions", "DEX"),
        ("Resolution", ""),
    ]
    # Runeball 2022 Notes › Wounds: Stun loses the next turn
    assert (Effect.STUN.value, Effect.STUN.label) == ("stun", "Stun")
    assert Effect.STUN.summary == "The next turn is lost; nothing else."
    assert Position.FLYING_MOUNT.label == "On a flying mount"
    assert Position.FLYING_MOUNT.footing == Footing(mounted=True, flying=True)


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
    _modules()  # every module, with its enums
    found: set[type[Labelled]] = set()
    todo = [cls]
    while todo:
        for sub in todo.pop().__subclasses__():
            found.add(sub)
            todo.append(sub)
    return found


def _modules() -> list[ModuleType]:
    return [
        import_module(
            ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        )
        for path in sorted(ROOT.glob("rules_py/**/*.py"))
        if path.name != "__main__.py"
    ]
