"""The Content-Security-Policy of every built page, as a ``<meta http-equiv>`` right after
``<meta charset>``.

The policy allows the site's own origin and, in the CDN build, the one pinned Pyodide folder on
the CDN; ``'wasm-unsafe-eval'`` for WebAssembly; and Material's own inline scripts by their
SHA-256 hashes, computed here from the built pages (the union over all pages, because instant
navigation keeps the first page's policy while it brings in the others). Styles may be inline
(Material and the generated figures set ``style`` attributes). Under ``properdocs serve`` the live
reload script is injected later and changes on every load, so the served pages allow inline
scripts instead of listing hashes (a browser ignores ``'unsafe-inline'`` next to hashes).

A ``<meta>`` cannot say who may frame the page (``frame-ancestors``), nor stop a browser guessing
a file's type: a policy of ``frame-ancestors 'self'`` alone and ``X-Content-Type-Options:
nosniff`` are written as headers into ``_headers`` at the site's root (the format Netlify and
Cloudflare Pages read), which ``scripts/tools/local_site.py`` and ``make serve`` send too; the
README gives nginx's and Caddy's lines. The page's policy stays in its ``<meta>`` (a browser applies
both): sent as a header with every file, it would also bind the workers, whose own scripts a
page's policy does not reach (the Python worker imports its modules from ``blob:`` addresses).
Where a host sends none, the page itself refuses to run inside another site's frame
(``overrides/partials/not-framed.js``).
"""

import base64
import hashlib
import re
from collections.abc import Iterable
from pathlib import Path

from scripts.pages.html_builder import tag

# An inline script: no src attribute. JSON data blocks (Material's __config) never run.
INLINE_SCRIPT = re.compile(r"<script(?P<attrs>(?![^>]*\ssrc=)[^>]*)>(?P<body>.*?)</script>", re.S)
DATA_TYPE = re.compile(r"""\stype=["']?application/(ld\+)?json""")
CHARSET = '<meta charset="utf-8">'
META_NAME = "Content-Security-Policy"


def inline_script_hashes(html: str) -> set[str]:
    """The CSP source expressions (``'sha256-...'``) of the page's inline scripts.

    >>> sorted(inline_script_hashes('<script>a()</script><script type="application/json">{}'
    ...                             '</script><script src="x.js"></script>'))
    ["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]
    """
    found = set()
    for match in INLINE_SCRIPT.finditer(html):
        if DATA_TYPE.search(match["attrs"]):
            continue
        digest = hashlib.sha256(match["body"].encode("utf-8")).digest()
        found.add(f"'sha256-{base64.b64encode(digest).decode('ascii')}'")
    return found


def policy(
    script_hashes: Iterable[str], remote: Iterable[str] = (), *, serving: bool = False
) -> str:
    """The policy text: the site, ``remote`` (CDN folders) and the inline scripts' hashes.

    >>> policy(["'sha256-x'"], ["https://cdn.example/p/"]).split("; ")[1]
    "script-src 'self' 'wasm-unsafe-eval' https://cdn.example/p/ 'sha256-x'"
    """
    remote = sorted(remote)
    inline = ["'unsafe-inline'"] if serving else sorted(script_hashes)
    directives = [
        "default-src 'self'",
        " ".join(["script-src 'self' 'wasm-unsafe-eval'", *remote, *inline]),
        "worker-src 'self'",
        " ".join(["connect-src 'self'", *remote]),
        "img-src 'self' data:",
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    ]
    return "; ".join(directives)


HEADERS_FILE = "_headers"


FRAMING = "frame-ancestors 'self'"  # only the site itself may frame its pages


def headers() -> dict[str, str]:
    """The response headers a host sends with every file.

    >>> headers()["Content-Security-Policy"]
    "frame-ancestors 'self'"
    """
    return {
        "Content-Security-Policy": FRAMING,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
    }


def write_headers(site_dir: Path) -> None:
    """``_headers``: every path of the site (``/*``) with :func:`headers`."""
    lines = ["/*", *(f"  {name}: {value}" for name, value in headers().items())]
    (site_dir / HEADERS_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")


def read_headers(site_dir: Path) -> dict[str, str]:
    """The headers ``_headers`` gives every path (none where the build wrote no file).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_headers(Path(folder))
    ...     read_headers(Path(folder))["X-Content-Type-Options"]
    'nosniff'
    """
    try:
        text = (site_dir / HEADERS_FILE).read_text(encoding="utf-8")
    except OSError:
        return {}
    found = {}
    for line in text.splitlines():
        name, colon, value = line.strip().partition(": ")
        if colon and line.startswith(" "):
            found[name] = value
    return found


def meta_tag(text: str) -> str:
    """The ``<meta>`` element carrying policy ``text``."""
    return str(tag("meta", {"http-equiv": META_NAME, "content": text}))


def apply(site_dir: Path, remote: Iterable[str] = (), *, serving: bool = False) -> str:
    """Put the policy into every HTML page of ``site_dir``; return the policy."""
    pages = sorted(site_dir.rglob("*.html"))
    texts = {page: page.read_text(encoding="utf-8") for page in pages}
    hashes: set[str] = set()
    for text in texts.values():
        hashes |= inline_script_hashes(text)
    text_of_policy = policy(hashes, remote, serving=serving)
    tag = meta_tag(text_of_policy)
    for page, text in texts.items():
        if META_NAME in text or CHARSET not in text:
            continue  # already done (properdocs serve keeps unchanged files), or not a full page
        page.write_text(text.replace(CHARSET, CHARSET + tag, 1), encoding="utf-8")
    write_headers(site_dir)
    return text_of_policy
