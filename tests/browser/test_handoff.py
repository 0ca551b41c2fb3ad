"""The table handed to another phone (docs/javascripts/handoff/): the Party page draws, with no
network, a QR code of one link holding the party and the table's house rules. The code is read
back from the screen's pixels (a screenshot of it, decoded by zbar through pyzbar), and the link
it holds, opened in a fresh browser, brings the party through the usual preview (Replace) and the
house rules through a question of their own (RuneQuest, The Game System › Results: "96–00 is a
plain failure" as a table may play it). A damaged link is said to be damaged, the party
unchanged."""

import json
import struct
import zlib
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect
from pyzbar import pyzbar  # type: ignore[import-untyped]  # no stubs published

from rules_py.party import FORMAT, VERSION, read_party
from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch, phone_at
from tests.browser.widgets import open_calculator

PARTY_PAGE = "party/"

RUNEQUEST = {"STR": 13, "CON": 11, "SIZ": 12, "DEX": 15, "INT": 14, "POW": 16, "CHA": 10}
CHARACTERS = [
    {
        "name": name,
        "document": "runequest",
        "characteristics": RUNEQUEST,
        "skills": {"Broadsword": 75, "Dodge": 40, "Scan": 60, "Parry": 55},
        "hit_points": 12,
    }
    for name in ("Vasana", "Yanioth", "Harrek", "Kallyr")
]
PARTY = {"format": FORMAT, "version": VERSION, "characters": CHARACTERS}
assert len(read_party(PARTY)) == 4  # a party the site's own reader takes


@pytest.fixture
def phone(browser: Browser, site: BuiltSite, watch: PageWatch) -> Iterator[Page]:
    yield from phone_at(browser, site.base_url, watch)


def png_grey(data: bytes) -> tuple[bytes, int, int]:
    """A PNG (8-bit RGB or RGBA, not interlaced: a browser's screenshot) as grey bytes, one a
    pixel, with its width and height, as zbar reads them."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks, header = 8, b"", b""
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks += body
        at += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and colour in (2, 6) and interlace == 0
    step = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(chunks), width * step
    rows: list[bytearray] = []
    previous = bytearray(stride)
    at = 0
    for _ in range(height):
        way, line = raw[at], bytearray(raw[at + 1 : at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up, corner = previous[i], previous[i - step] if i >= step else 0
            if way == 1:
                line[i] = (line[i] + left) & 255
            elif way == 2:
                line[i] = (line[i] + up) & 255
            elif way == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif way == 4:
                p = left + up - corner
                near = min((abs(p - left), 0), (abs(p - up), 1), (abs(p - corner), 2))[1]
                line[i] = (line[i] + (left, up, corner)[near]) & 255
        rows.append(line)
        previous = line
    grey = bytes(
        (row[i] * 299 + row[i + 1] * 587 + row[i + 2] * 114) // 1000
        for row in rows
        for i in range(0, stride, step)
    )
    return grey, width, height


def scanned(page: Page) -> str:
    """The text of the QR code on the page, read from its pixels."""
    code = page.locator("[data-handoff] svg")
    expect(code).to_be_visible()
    found = pyzbar.decode(png_grey(code.screenshot()))
    assert len(found) == 1, found
    return str(found[0].data.decode("utf-8"))


def choose_two_house_rules(page: Page, site: BuiltSite) -> dict[str, str]:
    """On the Sources page, the first two readings played otherwise than the site reads them."""
    page.goto(site.base_url + "sources/#house-rules")
    selects = page.locator("[data-house-rules] select[data-reading]")
    expect(selects.first).to_be_visible()
    chosen: dict[str, str] = {}
    for at in range(2):
        select = selects.nth(at)
        other = select.evaluate(
            "s => [...s.options].find(o => !o.defaultSelected && !o.disabled).value"
        )
        select.select_option(other)
        chosen[f"{select.get_attribute('data-reading')}:{select.get_attribute('name')}"] = other
    expect(page.locator("[data-house-said]")).to_contain_text("Your table plays 2 house rules")
    return chosen


def test_the_code_brings_the_party_and_house_rules_to_a_fresh_phone(
    phone: Page, browser: Browser, site: BuiltSite
) -> None:
    """RuneQuest, The Game System › Results: the house rules chosen on the Sources page travel
    with a party of four in one code; a fresh browser shows the preview, Replace brings the four
    characters, and Play by its house rules brings the two readings."""
    phone.goto(site.base_url + PARTY_PAGE)
    phone.evaluate("party => localStorage.setItem('rules-party', party)", json.dumps(PARTY))
    house = choose_two_house_rules(phone, site)
    # The Sources page's own code holds the same table.
    sources_link = scanned(phone)
    phone.goto(site.base_url + PARTY_PAGE)
    figure = phone.locator("[data-handoff] figure")
    expect(figure.locator("figcaption")).to_contain_text("4 characters and 2 house rules")
    box = phone.locator("[data-handoff] svg").bounding_box()
    assert box is not None and box["width"] >= 240  # a phone's camera reads it from another's
    link = scanned(phone)
    assert link == sources_link
    assert link.startswith(site.base_url + PARTY_PAGE + "#table=")
    expect(figure.locator("input")).to_have_value(link)
    print(f"hand-off link: {len(link.encode())} bytes")
    # The encoder came from the site itself (the watch refuses any other host) and is kept offline.
    assert "javascripts/vendor/uqr.js" in phone.request.get(site.base_url + "sw.js").text()

    other = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        fresh = other.new_page()
        fresh.goto(link)
        preview = fresh.locator(".rules-party-preview")
        expect(preview).to_contain_text("The link holds 4 characters")
        preview.get_by_role("button", name="Replace the party").click()
        for character in CHARACTERS:
            expect(fresh.locator(f'[data-character="{character["name"]}"]')).to_be_visible()
        kept = json.loads(fresh.evaluate("() => localStorage.getItem('rules-party')"))
        assert kept["characters"] == CHARACTERS
        fresh.get_by_role("button", name="Play by its house rules").click()
        expect(fresh.locator("[data-handoff]")).to_contain_text(
            "The table plays by the link's 2 house rules."
        )
        rules = json.loads(fresh.evaluate("() => localStorage.getItem('rules-house-rules')"))
        assert rules == {"version": 1, "rules": house}
        # The code on the new phone now holds the same table.
        expect(fresh.locator("[data-handoff] figcaption")).to_contain_text(
            "4 characters and 2 house rules"
        )
    finally:
        other.close()


@pytest.mark.parametrize("fragment", ["#party=%E0%A4%A", "#table=not-squeezed"])
def test_a_damaged_link_is_said_to_be_damaged(phone: Page, site: BuiltSite, fragment: str) -> None:
    phone.goto(site.base_url + PARTY_PAGE)
    phone.evaluate("party => localStorage.setItem('rules-party', party)", json.dumps(PARTY))
    phone.goto(site.base_url + PARTY_PAGE + fragment)
    expect(phone.locator("[data-handoff]")).to_contain_text("The link is damaged")
    expect(phone.locator(".rules-party-preview")).to_be_hidden()
    expect(phone.locator("[data-character]")).to_have_count(4)


def test_a_calculator_page_never_fetches_the_qr_encoder(phone: Page, site: BuiltSite) -> None:
    """RuneQuest, The Game System › The Resistance Table: its calculator's page asks for no QR code;
    the Party page does, from the site."""
    asked: list[str] = []
    phone.on("request", lambda request: asked.append(request.url))
    open_calculator(phone, site, "resistance")
    assert not [url for url in asked if url.endswith("/vendor/uqr.js")]
    phone.goto(site.base_url + PARTY_PAGE)
    expect(phone.locator("[data-handoff] svg")).to_be_visible()
    assert site.base_url + "javascripts/vendor/uqr.js" in asked
