"""A first visit of the abilities page on a phone's profile, the site served compressed.

The profile is Chromium's own emulation through the DevTools protocol, as Lighthouse's mobile
preset: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (``Network.emulateNetworkConditions``,
which throttles the bytes on the wire, so compressed ones count as such), the processor slowed 4
times (``Emulation.setCPUThrottlingRate``), a 390 x 844 touch screen. Chromium slows only the
page's own thread that way, not its workers: Python, which runs in a worker, runs at this
machine's speed.

``first_paint_ms`` (first contentful paint), ``first_correct_number_ms`` (navigation start -> the
first frame showing a number of the calculator equal to Python's answer: the answer drawn into
the page at build time), ``first_live_answer_ms`` (-> the first result Python draws),
``wire_bytes`` (what had crossed the network by then, as sent: compressed bodies and response
headers, the worker's too), ``download_floor_ms`` (those bytes at the profile's bandwidth), their
ratios against the targets, and how many samples ended in an answer; the same visit from a host
that sends gzip only: the ``_gzip_only`` keys.
"""

import json
import statistics
from typing import Any

from playwright.sync_api import Browser, Request, ViewportSize

from scripts.bench.page import NEXT_RESULT_JS, first_result, log, stage
from scripts.bench.pieces import START_JS, median_pieces, start_pieces

FIRST_PAGE = "runequest/abilities/"
# Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower.
PHONE_NETWORK = {
    "offline": False,
    "latency": 150,  # ms
    "downloadThroughput": 200_000,  # bytes/s: 1.6 Mbit/s
    "uploadThroughput": 93_750,  # bytes/s: 750 kbit/s
}
PHONE_CPU_SLOWDOWN = 4
PHONE_SCREEN: ViewportSize = {"width": 390, "height": 844}
PHONE_TIMEOUT_MS = 300_000  # a first visit on this profile takes about 20-60 s
PHONE_SAMPLES = 5  # the first visit must answer in 5 of 5; --quick: 1
PhoneSample = dict[str, Any]  # one first visit's figures and start pieces (phone_sample)
# Targets: the first answer close to the link's physical limit; the bytes of a first
# visit of a calculator page (MB = 10^6 bytes).
LIVE_OVER_FLOOR_TARGET = 1.15
CORRECT_OVER_PAINT_TARGET = 1.05
WIRE_BYTES_TARGET = 4_500_000
# The number watched for the phone's first correct number: an output of the abilities page's
# calculator, in the page as built (scripts/build/prerender.py) and as Python draws it.
WATCHED_OUTPUT = ("ability", "ranges.success")
# Records, from the page's first frames on, the first frame whose watched output shows the right
# text: that frame's time (requestAnimationFrame's), as first contentful paint counts its frame,
# not when a main thread busy with the page's scripts got round to running the callback.
CORRECT_NUMBER_JS = """([name, key, expected]) => {
  const look = (frame) => {
    const element = document.querySelector(
      `[data-calculator="${name}"] [data-output="${key}"]`);
    if (element && element.textContent.trim() === expected
        && element.getBoundingClientRect().height > 0) {
      window.__rulesCorrectAt ??= frame;
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""
PAINT_JS = """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null"""


def watched_text() -> str:
    """The watched output's text for the calculator's defaults, as Python works it out."""
    from rules_py.calculators import REGISTRY, calculate
    from rules_py.numbers import shown

    name, key = WATCHED_OUTPUT
    value: Any = calculate(name, REGISTRY[name].defaults())
    for part in key.split("."):
        value = value[part]
    return shown(value)


def wire_bytes(request: Request) -> int:
    """The bytes a finished request brought over the network: its response's headers and body as
    sent (compressed). Chromium reports no body size for a worker's own script: its
    Content-Length (the bytes the server sent) stands in."""
    if not request.url.startswith(("http:", "https:")):
        return 0  # blob: and data: URLs cross no network
    sizes = request.sizes()
    body = sizes["responseBodySize"]
    response = request.response()
    if body <= 0 and response is not None:
        body = int(response.headers.get("content-length") or 0)
    return max(0, body) + max(0, sizes["responseHeadersSize"])


def phone_sample(browser: Browser, base_url: str) -> PhoneSample:
    """A cold first visit of the abilities page on the phone profile: first paint, first live
    answer (ms, None when none came), and the bytes on the wire until that answer."""
    context = browser.new_context(
        base_url=base_url,
        viewport=PHONE_SCREEN,
        device_scale_factor=3,
        is_mobile=True,
        has_touch=True,
    )
    finished: list[Request] = []

    def keep(request: Request) -> None:  # (Playwright cannot take a bound method)
        finished.append(request)

    context.on("requestfinished", keep)  # the context's: the worker's requests too
    page = context.new_page()
    page.add_init_script(NEXT_RESULT_JS)
    page.add_init_script(f"({CORRECT_NUMBER_JS})({json.dumps([*WATCHED_OUTPUT, watched_text()])})")
    page.set_default_timeout(PHONE_TIMEOUT_MS)
    devtools = context.new_cdp_session(page)
    devtools.send("Network.enable")
    devtools.send("Network.emulateNetworkConditions", PHONE_NETWORK)
    devtools.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    try:
        live: float | None = None
        with stage("phone: a first visit", PHONE_TIMEOUT_MS / 1000, page):
            page.goto(FIRST_PAGE, wait_until="commit")
            # Again for the page's own process, which may not be the blank page's one.
            devtools.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
            try:
                live = first_result(page, "ability", PHONE_TIMEOUT_MS)
            except TimeoutError as error:  # the error says what the widget shows
                log(f"phone: no answer ({str(error).splitlines()[0]})")
        arrived = list(finished)
        with stage("phone: the visit's figures", 120, page):
            pieces = start_pieces(page.evaluate(START_JS)) if live is not None else {}
            paint = page.evaluate(PAINT_JS)
            correct = page.evaluate("window.__rulesCorrectAt ?? null")
            wire = sum(wire_bytes(request) for request in arrived)
        return {
            "first_paint_ms": None if paint is None else float(paint),
            "first_live_answer_ms": live,
            "first_correct_number_ms": None if correct is None else float(correct),
            "wire_bytes": wire,
            "requests": len(arrived),
            "pieces": pieces,
        }
    finally:
        with stage("closing the phone's context", 30):
            context.close()


def gzip_only_report(samples: list[PhoneSample]) -> dict[str, Any]:
    """The first visit as a host without brotli sends it (``.gz`` copies): bytes, the time they
    need on the profile's link and the first live answer, medians of the answered samples."""
    answered = [sample for sample in samples if sample["first_live_answer_ms"] is not None]
    counted = answered or samples
    wire = int(statistics.median(int(sample["wire_bytes"] or 0) for sample in counted))
    live = [float(sample["first_live_answer_ms"] or 0) for sample in answered]
    return {
        "answered_gzip_only": len(answered),
        "first_live_answer_ms_gzip_only": round(statistics.median(live), 1) if live else None,
        "wire_bytes_gzip_only": wire,
        "download_floor_ms_gzip_only": round(wire / PHONE_NETWORK["downloadThroughput"] * 1000, 1),
    }


def _profile() -> dict[str, Any]:
    return {
        "latency_ms": PHONE_NETWORK["latency"],
        "download_bytes_per_s": PHONE_NETWORK["downloadThroughput"],
        "upload_bytes_per_s": PHONE_NETWORK["uploadThroughput"],
        "cpu_slowdown": PHONE_CPU_SLOWDOWN,
        "screen": f"{PHONE_SCREEN['width']}x{PHONE_SCREEN['height']}",
        "served": "brotli, else gzip (.br and .gz copies)",
    }


def _answered_figures(answered: list[PhoneSample]) -> dict[str, Any]:
    """Medians of the samples that answered, with the targets' ratios."""

    def median(key: str) -> float:
        return statistics.median(float(sample[key] or 0) for sample in answered)

    live, wire = median("first_live_answer_ms"), int(median("wire_bytes"))
    floor = wire / PHONE_NETWORK["downloadThroughput"] * 1000
    paint, correct = median("first_paint_ms"), median("first_correct_number_ms")
    return {
        "first_paint_ms": round(paint, 1),
        "first_correct_number_ms": round(correct, 1),
        "first_correct_number_over_paint": round(correct / paint, 3),
        "first_correct_number_over_paint_target": CORRECT_OVER_PAINT_TARGET,
        "first_live_answer_ms": round(live, 1),
        "wire_bytes": wire,
        "requests": int(median("requests")),
        "download_floor_ms": round(floor, 1),
        "first_live_answer_over_floor": round(live / floor, 3),
        "first_live_answer_over_floor_target": LIVE_OVER_FLOOR_TARGET,
        "wire_bytes_target": WIRE_BYTES_TARGET,
        "wire_bytes_over_target": round(wire / WIRE_BYTES_TARGET, 3),
        "start_pieces_ms": median_pieces([sample["pieces"] for sample in answered]),
    }


def phone_report(samples: list[PhoneSample], gzip_only: list[PhoneSample]) -> dict[str, Any]:
    """Medians of the phone samples that ended in an answer, with the targets' ratios; then the
    same visit from a host that sends gzip only (``_gzip_only``), when it was measured."""
    answered = [sample for sample in samples if sample["first_live_answer_ms"] is not None]
    report: dict[str, Any] = {
        "samples": len(samples),
        "answered": len(answered),
        "profile": _profile(),
        "page": FIRST_PAGE,
        "watched_output": ".".join(WATCHED_OUTPUT),
    }
    if gzip_only:
        report |= gzip_only_report(gzip_only)
    if not answered:
        report["wire_bytes"] = int(statistics.median(int(s["wire_bytes"] or 0) for s in samples))
        return report
    return report | _answered_figures(answered)
