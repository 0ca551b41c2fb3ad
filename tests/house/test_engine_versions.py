"""``make test`` names the browsers it drives with their versions, and refuses in one line an
engine too old for the pinned drivers (scripts/tools/engines.py), on versions as the engines print
them.
"""

from pathlib import Path

import pytest

from scripts.tools import engines

# As the engines and dpkg-query print them on Debian 12.
FIREFOX_140 = "Mozilla Firefox 140.5.0esr"
FIREFOX_153 = "Mozilla Firefox 153.8.0esr"
CHROMIUM = "Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)"
WEBKIT = "2.50.6-1~deb12u2"


@pytest.mark.parametrize(
    ("said", "major"),
    [
        (FIREFOX_140, 140),
        (FIREFOX_153, 153),
        ("Mozilla Firefox 128.14.0esr", 128),
        (CHROMIUM, 156),
        (WEBKIT, 2),
        ("1:2.50.6-1", 2),  # an epoch is not the version
        ("Mozilla Firefox", None),
        ("", None),
    ],
)
def test_the_major_version_is_read_from_what_the_engine_says(said: str, major: int | None) -> None:
    assert engines.major(said) == major


def _installed(firefox: str) -> dict[str, str]:
    return {"chromium": CHROMIUM, "firefox": firefox, "webkit": WEBKIT}


def _run_main(monkeypatch: pytest.MonkeyPatch, installed: dict[str, str]) -> int:
    monkeypatch.setattr(engines, "installed_version", installed.__getitem__)
    return engines.main()


def test_a_firefox_esr_140_is_refused_in_one_line_naming_the_upgrade(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run_main(monkeypatch, _installed(FIREFOX_140)) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1
    assert err.startswith("make test: Firefox ESR 140.5.0esr is too old for Playwright ")
    assert "153 or later" in err and "network.addDataCollector" in err
    assert err.rstrip().endswith("apt-get install --only-upgrade firefox-esr")
    assert out.startswith("Browsers: Chromium 156.0.8078.108 (Playwright ")


def test_firefox_esr_153_and_the_others_run_and_are_named_with_their_versions(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run_main(monkeypatch, _installed(FIREFOX_153)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.count("\n") == 1
    for shown in ("Chromium 156.0.8078.108 (Playwright", "Firefox ESR 153.8.0esr (Playwright"):
        assert shown in out
    assert "WebKitGTK 2.50.6-1~deb12u2 (Selenium" in out


def test_an_engine_that_says_no_version_is_let_through(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run_main(monkeypatch, _installed("")) == 0
    assert "Firefox ESR version unknown" in capsys.readouterr().out


def test_the_browser_tests_fail_a_too_old_engine_with_the_same_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(engines, "installed_version", lambda engine: FIREFOX_140)
    monkeypatch.setattr(Path, "exists", lambda path: True)
    assert engines.missing("firefox") == engines.too_old("firefox", FIREFOX_140) != ""
    assert engines.missing("chromium") == ""


def test_the_installed_engines_say_their_versions() -> None:
    """Here, where the engines are installed, each says a version (skipped where one is not)."""
    for engine in engines.ENGINES:
        if not Path(engines.BINARIES[engine]).exists():
            pytest.skip(f"{engine} is not installed here")
        assert engines.major(engines.installed_version(engine)) is not None, engine
