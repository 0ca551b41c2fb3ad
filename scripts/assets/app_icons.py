"""The site as an app on a phone's home screen: the web app manifest and its icons.

The icons are drawn here (a white ten-sided die's outline, a kite, on the theme's indigo), as
PNG files of the sizes phones ask for, so no binary image is kept in the repository and a
build always makes the same bytes. The manifest opens the home page, which the service worker
keeps for offline use.
"""

import json
import struct
import zlib
from pathlib import Path

MANIFEST = "manifest.webmanifest"
ICON_SIZES = (192, 512)
THEME = (0x40, 0x51, 0xB5)  # Material's default primary (indigo), the header's colour
WHITE = (0xFF, 0xFF, 0xFF)
# The die's outline, as fractions of the icon: well inside the centre 80% circle that a
# "maskable" icon keeps whatever shape a phone cuts it to.
KITE = ((0.5, 0.2), (0.78, 0.47), (0.5, 0.8), (0.22, 0.47))
SUBROWS = 4  # vertical samples per pixel row: smooth edges without a drawing library


def icon_name(size: int) -> str:
    """The file name of the icon of ``size`` pixels.

    >>> icon_name(192)
    'images/icon-192.png'
    """
    return f"images/icon-{size}.png"


def _span(y: float, size: int) -> tuple[float, float] | None:
    """Where the kite (a convex outline) crosses the horizontal line at ``y`` pixels."""
    xs = []
    points = [(x * size, y_ * size) for x, y_ in KITE]
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
        if (y1 <= y < y2) or (y2 <= y < y1):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    return (min(xs), max(xs)) if len(xs) >= 2 else None


def _coverage(size: int) -> list[list[float]]:
    """For each pixel, the share of it the kite covers (0 to 1)."""
    rows = []
    for row in range(size):
        cover = [0.0] * size
        for sub in range(SUBROWS):
            span = _span(row + (sub + 0.5) / SUBROWS, size)
            if span is None:
                continue
            left, right = span
            for x in range(max(0, int(left)), min(size, int(right) + 1)):
                inside = min(right, x + 1) - max(left, x)
                if inside > 0:
                    cover[x] += inside / SUBROWS
        rows.append(cover)
    return rows


def icon_png(size: int) -> bytes:
    """The icon as PNG bytes (RGB, 8 bits, no metadata: the same bytes every build).

    >>> icon_png(16)[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
    True
    """
    raw = bytearray()
    for cover in _coverage(size):
        raw.append(0)  # no filter
        for share in cover:
            raw.extend(
                round(t + (w - t) * min(1.0, share)) for t, w in zip(THEME, WHITE, strict=True)
            )

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


def manifest(name: str, short_name: str, description: str) -> dict[str, object]:
    """The web app manifest (paths relative to it, at the site's root).

    >>> manifest("d100 rules", "d100", "Rules.")["start_url"]
    './'
    """
    colour = "#{:02x}{:02x}{:02x}".format(*THEME)
    return {
        "name": name,
        "short_name": short_name,
        "description": description,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": colour,
        "icons": [
            {
                "src": icon_name(size),
                "sizes": f"{size}x{size}",
                "type": "image/png",
                "purpose": purpose,
            }
            for size in ICON_SIZES
            for purpose in ("any", "maskable")
        ],
    }


def write_app_files(site_dir: Path, name: str, description: str) -> None:
    """Write the manifest and its icons into the built site."""
    for size in ICON_SIZES:
        path = site_dir / icon_name(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(icon_png(size))
    short = "d100 rules"
    text = json.dumps(manifest(name, short, description), indent=2, ensure_ascii=False)
    (site_dir / MANIFEST).write_text(text + "\n", encoding="utf-8")
