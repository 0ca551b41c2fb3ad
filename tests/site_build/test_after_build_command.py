"""The steps after the pages run as a command of their own over a built site
(``python -m scripts.build.after_build``), as they must under an engine that runs no hooks
(contributing/stack.md): here, ProperDocs building from a copy of ``mkdocs.yml`` without its
``hooks:``, then the command. A second run is refused in one line (exit 2), not a traceback."""

import subprocess
import sys
from pathlib import Path

import pytest

from rules_py.party import SCHEMA_FILE
from scripts.build.after_build import SCHEMA_LINE, SCHEMA_MODULE, main
from tests.browser.offline_site import ROOT

pytestmark = pytest.mark.build


def without_hooks(folder: Path) -> Path:
    """A copy of mkdocs.yml in ``folder`` with no ``hooks:`` and the repository's paths."""
    lines = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").splitlines()
    kept: list[str] = []
    skipping = False
    for line in lines:
        if line.startswith(("hooks:", "watch:")):
            skipping = True
            continue
        if skipping and line.startswith("  - "):
            continue
        skipping = False
        kept.append(line.replace("custom_dir: overrides", f"custom_dir: {ROOT / 'overrides'}"))
    kept.append(f"docs_dir: {ROOT / 'docs'}")
    config = folder / "mkdocs.yml"
    config.write_text("\n".join(kept) + "\n", encoding="utf-8")
    return config


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *command], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_the_steps_after_the_pages_run_as_one_command(tmp_path: Path) -> None:
    config, site = without_hooks(tmp_path), tmp_path / "site"
    # Not strict: without the hooks the pages lack the anchors the build's page steps make.
    built = run("-m", "properdocs", "build", "-q", "-f", str(config), "--site-dir", str(site))
    assert built.returncode == 0, built.stderr
    assert SCHEMA_LINE in (site / SCHEMA_MODULE).read_text(encoding="utf-8")
    assert not (site / "javascripts" / "rules-config.js").exists()

    done = run("-m", "scripts.build.after_build", "--config", str(config), "--site-dir", str(site))
    assert done.returncode == 0, done.stderr
    assert list((site / "py").glob("rules_py-*.whl")), "no rules wheel"
    config_module = (site / "javascripts" / "rules-config.js").read_text(encoding="utf-8")
    assert "rules_py-" in config_module and "pyodide" in config_module
    assert SCHEMA_LINE not in (site / SCHEMA_MODULE).read_text(encoding="utf-8")
    assert (site / SCHEMA_FILE).is_file()
    assert "rules-config.js" in (site / "sw.js").read_text(encoding="utf-8")
    assert (site / "index.html.gz").is_file()  # a build to deploy: compressed copies

    again = run("-m", "scripts.build.after_build", "--config", str(config), "--site-dir", str(site))
    assert again.returncode == 2
    assert again.stderr.count("\n") == 1 and "lacks the line" in again.stderr, again.stderr


def test_a_missing_config_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--config", str(tmp_path / "none.yml"), "--site-dir", str(tmp_path)]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and said.startswith("after_build: "), said
