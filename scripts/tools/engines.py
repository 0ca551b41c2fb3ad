"""The three browser engines a reader may bring to the table, driven alike.

Chromium and Firefox ESR are driven by Playwright (Chromium over CDP; Debian's Firefox over
WebDriver BiDi, Playwright's ``moz-firefox`` channel, which the pinned Playwright 1.64.1 still
drives: 1.65 asks Firefox ESR for ``emulation.setMediaFeaturesOverride``, which it does not
know). WebKitGTK, Safari's engine, is driven by Selenium through Debian's ``WebKitWebDriver``,
its MiniBrowser in a window of an Xvfb display started here. Each is a Debian package that
``make test`` installs (``chromium``, ``firefox-esr``, ``webkit2gtk-driver`` and ``xvfb``).

A :class:`Tab` is what a test needs of any of them: open an address, run a function body in the
page (``arguments[0]``... are its arguments, as in WebDriver), wait for one to return something
true, and print. What an engine cannot do (WebKitWebDriver has no print command) raises
:class:`EngineCannot`, which the tests turn into a skip that says why.
"""

import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from scripts.tools.local_site import CHROMIUM, CHROMIUM_ARGS

FIREFOX = "/usr/bin/firefox-esr"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
# Debian's libwebkit2gtk-4.1-0 ships the MiniBrowser that WebKitWebDriver drives.
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
XVFB = "/usr/bin/Xvfb"
ENGINES = ("chromium", "firefox", "webkit")
BINARIES = {"chromium": CHROMIUM, "firefox": FIREFOX, "webkit": WEBKIT_DRIVER}
PAPER_INCHES = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}


class EngineCannot(Exception):
    """The engine, or its driver, has no way to do what the test asks."""


class Tab(Protocol):
    """One page of one engine, in a fresh profile (no cache, no service worker)."""

    engine: str

    def goto(self, url: str) -> None: ...

    def reload(self) -> None: ...

    def url(self) -> str: ...

    def js(self, body: str, *args: Any) -> Any: ...

    def pdf(self, paper: str, landscape: bool = False) -> bytes: ...

    def errors(self) -> list[str]: ...


def wait(tab: Tab, body: str, *args: Any, timeout: float = 90, what: str = "") -> Any:
    """Run ``body`` in the page until it returns something true (that value), or fail saying
    ``what`` was awaited and in which engine."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = tab.js(body, *args)
        except Exception:  # a navigation under way destroys the context: ask again
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{tab.engine}: waited {timeout:.0f} s for {what or body}")
        time.sleep(0.2)


# Uncaught errors and rejections, recorded from the first script on (Playwright) or from when
# the page has loaded (Selenium, which cannot run a script before the page's own).
RECORD_ERRORS = """
window.__engineErrors = window.__engineErrors || [];
addEventListener("error", (event) => window.__engineErrors.push(String(event.message)));
addEventListener("unhandledrejection", (event) =>
  window.__engineErrors.push(String(event.reason)));
"""


class PlaywrightTab:
    """Chromium or Firefox through Playwright; console errors are recorded too."""

    def __init__(self, engine: str, page: Any) -> None:
        self.engine = engine
        self.page = page
        self._console: list[str] = []
        page.on("console", self._console_message)
        page.on("pageerror", lambda error: self._console.append(str(error)))
        page.context.add_init_script(RECORD_ERRORS)

    def _console_message(self, message: Any) -> None:
        if message.type == "error":
            self._console.append(str(message.text))

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def url(self) -> str:
        return str(self.page.url)

    def js(self, body: str, *args: Any) -> Any:
        return self.page.evaluate(f"(arguments) => {{ {body} }}", list(args))

    def pdf(self, paper: str, landscape: bool = False) -> bytes:
        if self.engine == "firefox":
            return firefox_print(self.url(), paper, landscape)
        return bytes(self.page.pdf(format=paper, landscape=landscape, prefer_css_page_size=True))

    def errors(self) -> list[str]:
        recorded = self.js("return window.__engineErrors || []")
        return [*self._console, *(e for e in recorded if e not in self._console)]


class SeleniumTab:
    """WebKitGTK through Selenium and WebKitWebDriver."""

    engine = "webkit"

    def __init__(self, driver: Any, base_url: str) -> None:
        self.driver = driver
        self.base_url = base_url

    def goto(self, url: str) -> None:
        self.driver.get(url if ":" in url else self.base_url + url)
        self.js(RECORD_ERRORS)

    def reload(self) -> None:
        self.driver.refresh()
        self.js(RECORD_ERRORS)

    def url(self) -> str:
        return str(self.driver.current_url)

    def js(self, body: str, *args: Any) -> Any:
        return self.driver.execute_script(body, *args)

    def pdf(self, paper: str, landscape: bool = False) -> bytes:
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.common.print_page_options import PrintOptions

        options = PrintOptions()
        options.page_width, options.page_height = (2.54 * x for x in PAPER_INCHES[paper])
        options.orientation = "landscape" if landscape else "portrait"
        try:
            return base64.b64decode(self.driver.print_page(options))
        except WebDriverException as error:  # "unknown command": WebKitWebDriver has none
            raise EngineCannot(f"WebKitWebDriver cannot print ({error.msg})") from error

    def errors(self) -> list[str]:
        return list(self.js("return window.__engineErrors || []"))


BIDI_ANY_PORT = ("--remote-debugging-port", "0", "about:blank")  # the port it took: on stderr


def firefox_print(url: str, paper: str, landscape: bool = False) -> bytes:
    """``url`` printed by a Firefox ESR of its own at 100 % (``shrinkToFit`` off: as a reader who
    sets the scale; Firefox's dialog shrinks to the paper's width by default), the page's own
    ``@page`` size deciding each sheet, over WebDriver BiDi's ``browsingContext.print``.

    Not through Playwright: 1.64.1 sends no ``shrinkToFit`` (Firefox then shrinks, which hid
    sheets turned portrait) and gives the paper in inches where BiDi reads centimetres.
    """
    import websocket  # websocket-client, a dependency of selenium (pinned)

    profile = tempfile.mkdtemp(prefix="rules-firefox-")
    firefox = subprocess.Popen(
        [FIREFOX, "--headless", "--no-remote", "--profile", profile, *BIDI_ANY_PORT],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert firefox.stderr is not None
        address = ""
        for line in firefox.stderr:  # "WebDriver BiDi listening on ws://127.0.0.1:PORT"
            if "listening on ws://" in line:
                address = line.split("listening on ")[1].strip()
                break
        if not address:
            raise RuntimeError("Firefox did not open WebDriver BiDi")
        # What Firefox says from now on is read and dropped: a full pipe would stop it.
        threading.Thread(target=firefox.stderr.read, daemon=True).start()
        connection = websocket.create_connection(address + "/session", suppress_origin=True)
        asked = 0

        def send(method: str, **params: Any) -> Any:
            nonlocal asked
            asked += 1
            connection.send(json.dumps({"id": asked, "method": method, "params": params}))
            while True:
                answer = json.loads(connection.recv())
                if answer.get("id") == asked:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error']}: {answer.get('message')}")
                    return answer["result"]

        send("session.new", capabilities={})
        context = send("browsingContext.getTree")["contexts"][0]["context"]
        send("browsingContext.navigate", context=context, url=url, wait="complete")
        width, height = (2.54 * inches for inches in PAPER_INCHES[paper])
        printed = send(
            "browsingContext.print",
            context=context,
            page={"width": width, "height": height},
            orientation="landscape" if landscape else "portrait",
            shrinkToFit=False,
            background=True,
        )
        connection.close()
        return base64.b64decode(printed["data"])
    finally:
        firefox.terminate()
        firefox.wait(timeout=30)
        shutil.rmtree(profile, ignore_errors=True)


@contextmanager
def xvfb_display() -> Iterator[str]:
    """A new Xvfb display (``:N``), for MiniBrowser's window; stopped on exit."""
    read, write = os.pipe()
    server = subprocess.Popen(
        [XVFB, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=[write],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


# WebKitWebDriver has been seen (in CI, at load) to take a new-session request and never answer
# it; Selenium's client waits without a limit by default, so the test hung until pytest-timeout's
# 600 s. A session not made within SESSION_SECONDS is given up, its driver stopped, and a fresh
# one tried: a real failure to start still fails, after SESSION_TRIES tries (4.5 min at most,
# inside the test's 10).
SESSION_SECONDS = 90
SESSION_TRIES = 3
# Any later command (a page load, a script) is allowed longer, but not for ever.
COMMAND_SECONDS = 300


def webkit_driver(display: str) -> Any:
    """A new WebKitWebDriver session (its own, ephemeral website data) on ``display``; a try that
    makes no session within ``SESSION_SECONDS`` is stopped and made again."""
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    for attempt in range(1, SESSION_TRIES + 1):
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        service = Service(executable_path=WEBKIT_DRIVER, env={**os.environ, "DISPLAY": display})
        try:
            driver = _timed_webkit(options, service)
        except Exception as error:  # a timeout surfaces as urllib3's or the socket's own error
            if attempt == SESSION_TRIES:
                raise
            print(f"WebKitWebDriver made no session (try {attempt}): {error!r}", file=sys.stderr)
            continue
        driver.command_executor.client_config.timeout = COMMAND_SECONDS
        driver.set_window_size(1280, 900)
        return driver
    raise AssertionError("unreachable")


def _timed_webkit(options: Any, service: Any) -> Any:
    """Selenium's WebKitGTK driver, its new-session request limited to ``SESSION_SECONDS`` (its
    own constructor offers no client settings); on any failure the driver process is stopped."""
    from selenium import webdriver
    from selenium.webdriver.common.webdriver import LocalWebDriver
    from selenium.webdriver.remote.client_config import ClientConfig

    class TimedWebKit(webdriver.WebKitGTK):
        def __init__(self) -> None:
            self.options = options
            self.service = service
            self.service.start()
            config = ClientConfig(remote_server_addr=service.service_url, timeout=SESSION_SECONDS)
            try:
                LocalWebDriver.__init__(  # type: ignore[no-untyped-call]
                    self,
                    command_executor=service.service_url,
                    options=options,
                    client_config=config,
                )
            except Exception:
                # Not quit(): it would ask the driver that did not answer, and wait again.
                if service.process is not None:
                    service.process.kill()
                service.stop()
                raise

    return TimedWebKit()


def launch_playwright(playwright: Any, engine: str) -> Any:
    """Debian's Chromium or Firefox ESR, headless."""
    if engine == "chromium":
        return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    return playwright.firefox.launch(executable_path=FIREFOX, channel="moz-firefox")


def missing(engine: str) -> str:
    """Why ``engine`` cannot start here ('' if it can): not installed, or too old for the pinned
    driver (:func:`too_old`)."""
    needed = [BINARIES[engine]] + ([MINIBROWSER, XVFB] if engine == "webkit" else [])
    absent = [path for path in needed if not Path(path).exists()]
    if absent:
        return f"{', '.join(absent)} not installed (make test installs it)"
    return too_old(engine, installed_version(engine))


# --- which versions run, and which are too old: `make test` asks first (python -m
# scripts.tools.engines)

NAMES = {"chromium": "Chromium", "firefox": "Firefox ESR", "webkit": "WebKitGTK"}
PACKAGES = {"chromium": "chromium", "firefox": "firefox-esr", "webkit": "webkit2gtk-driver"}
# What says an engine's version: its own --version, or (WebKitWebDriver has none) the Debian
# package's version, which MiniBrowser's library shares.
VERSION_COMMANDS = {
    "chromium": [CHROMIUM, "--version"],  # "Chromium 156.0.8078.108 built on Debian ..."
    "firefox": [FIREFOX, "--version"],  # "Mozilla Firefox 153.8.0esr"
    "webkit": ["dpkg-query", "--show", "--showformat=${Version}", PACKAGES["webkit"]],
}
# The oldest major version the pinned drivers are known to drive, and why an older one fails.
# Firefox ESR 140 (Debian 12 until its 153 update) answers Playwright 1.64.1's BiDi command
# network.addDataCollector with "unknown command"; ESR 153 runs every test. Chromium over CDP and
# WebKitWebDriver have shown no such floor: only their versions are printed.
OLDEST: dict[str, tuple[int, str]] = {
    "firefox": (153, "its WebDriver BiDi lacks network.addDataCollector, which Playwright uses"),
}
VERSION = re.compile(r"\d+(?:\.\d+)+")


def installed_version(engine: str) -> str:
    """What the installed engine says of its version ('' if it says nothing)."""
    try:
        run = subprocess.run(
            VERSION_COMMANDS[engine], capture_output=True, text=True, timeout=60, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    # Debian's chromium wrapper may complain on stderr before the browser answers on stdout.
    said = run.stdout.strip().splitlines()[0] if run.stdout.strip() else ""
    return said if run.returncode == 0 and VERSION.search(said) else ""


def major(version: str) -> int | None:
    """The major version in an engine's words, or None if there is none.

    >>> major("Mozilla Firefox 153.8.0esr"), major("Chromium 156.0.8078.108 built on Debian")
    (153, 156)
    >>> major("1:2.50.6-1~deb12u2"), major("")
    (2, None)
    """
    found = VERSION.search(version)
    return int(found[0].split(".")[0]) if found else None


def shown_version(said: str) -> str:
    """An engine's version as ``make test`` prints it: its words less its name.

    >>> shown_version("Mozilla Firefox 153.8.0esr"), shown_version("Chromium 156.0.1 built on X")
    ('153.8.0esr', '156.0.1')
    >>> shown_version("2.50.6-1~deb12u2"), shown_version("")
    ('2.50.6-1~deb12u2', 'version unknown')
    """
    words = said.removeprefix("Mozilla Firefox ").removeprefix("Chromium ")
    return words.split(" built on ")[0].strip() or "version unknown"


def too_old(engine: str, said: str) -> str:
    """One line saying why ``engine``, whose version is ``said``, cannot be driven and what to
    upgrade; '' when it can. An engine that says no version is let through: its tests then say
    what fails.

    >>> too_old("firefox", "Mozilla Firefox 153.8.0esr"), too_old("chromium", "Chromium 90.0")
    ('', '')
    >>> too_old("firefox", "Mozilla Firefox 140.5.0esr")  # doctest: +ELLIPSIS
    'Firefox ESR 140.5.0esr is too old for Playwright ...: 153 or later is needed (its WebDriver...'
    """
    found = major(said)
    if engine not in OLDEST or found is None or found >= OLDEST[engine][0]:
        return ""
    oldest, why = OLDEST[engine]
    return (
        f"{NAMES[engine]} {shown_version(said)} is too old for {driver(engine)}: {oldest} or later"
        f" is needed ({why}); upgrade it: apt-get update && apt-get install --only-upgrade"
        f" {PACKAGES[engine]}"
    )


def driver(engine: str) -> str:
    """The pinned driver of ``engine`` and its version, as installed in the venv."""
    from importlib.metadata import PackageNotFoundError, version

    name = "selenium" if engine == "webkit" else "playwright"
    try:
        return f"{name.capitalize()} {version(name)}"
    except PackageNotFoundError:
        return name.capitalize()


def engines_line(versions: dict[str, str]) -> str:
    """The engines the browser tests drive, each with its version and its driver's.

    >>> engines_line({"chromium": "Chromium 156.0", "firefox": "", "webkit": "2.50.6-1"})
    ... # doctest: +ELLIPSIS
    'Browsers: Chromium 156.0 (Playwright ...), Firefox ESR version unknown (Playwright ...), ...'
    """
    return "Browsers: " + ", ".join(
        f"{NAMES[engine]} {shown_version(versions[engine])} ({driver(engine)})"
        for engine in ENGINES
    )


def main() -> int:
    """Print the engines ``make test`` drives with their versions; refuse (exit 2, one line on
    stderr each) an engine too old for its pinned driver."""
    versions = {engine: installed_version(engine) for engine in ENGINES}
    print(engines_line(versions))
    refusals = [line for engine in ENGINES if (line := too_old(engine, versions[engine]))]
    for line in refusals:
        print(f"make test: {line}", file=sys.stderr)
    return 2 if refusals else 0


if __name__ == "__main__":
    sys.exit(main())
