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
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from scripts.local_site import CHROMIUM, CHROMIUM_ARGS

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


def webkit_driver(display: str) -> Any:
    """A new WebKitWebDriver session (its own, ephemeral website data) on ``display``."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    service = Service(executable_path=WEBKIT_DRIVER, env={**os.environ, "DISPLAY": display})
    driver = webdriver.WebKitGTK(options=options, service=service)
    driver.set_window_size(1280, 900)
    return driver


def launch_playwright(playwright: Any, engine: str) -> Any:
    """Debian's Chromium or Firefox ESR, headless."""
    if engine == "chromium":
        return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    return playwright.firefox.launch(executable_path=FIREFOX, channel="moz-firefox")


def missing(engine: str) -> str:
    """Why ``engine`` cannot start here ('' if it can)."""
    needed = [BINARIES[engine]] + ([MINIBROWSER, XVFB] if engine == "webkit" else [])
    absent = [path for path in needed if not Path(path).exists()]
    return f"{', '.join(absent)} not installed (make test installs it)" if absent else ""
