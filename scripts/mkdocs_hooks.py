"""MkDocs hooks: the site's only build-time glue. Each hook calls one named module in ``scripts/``.

- ``on_config``: check the Pyodide setting; date the build by the last commit (reproducible).
- ``on_pre_build``: forget imported ``rules_py`` modules, so ``mkdocs serve`` rebuilds from the
  edited rules.
- ``on_page_markdown``: expand ``<!-- table: ... -->`` and ``<!-- calculator: ... -->``.
- ``on_post_build``: put the ``rules_py`` wheel, the Pyodide runtime (when local) and the
  generated ``javascripts/rules-config.js`` into the site.
"""

import sys
from pathlib import Path
from typing import Any

# MkDocs puts only this folder on sys.path, and only while loading the hook; the modules here
# are imported as the package ``scripts`` (as the tests do), so the repository root must be on it.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mkdocs.exceptions import PluginError  # noqa: E402

from scripts import pyodide_assets, reproducible, rules_config  # noqa: E402
from scripts.build_wheel import WheelBuildError, build_wheel, content_tag  # noqa: E402
from scripts.shortcodes import expand  # noqa: E402

WHEEL_DIR = "py"


def on_config(config: Any) -> Any:
    """Check the Pyodide source before any page is built, so a bad setting fails fast."""
    reproducible.pin_build_date()  # the sitemap's dates: the last commit's, not today's
    try:
        if pyodide_assets.pyodide_source() == "local":
            pyodide_assets.check_local_runtime()
    except pyodide_assets.PyodideAssetError as error:
        raise PluginError(str(error)) from error
    return config


def on_pre_build(config: Any) -> None:
    """Drop cached ``rules_py`` modules: tables and widgets must come from the current sources."""
    for name in [name for name in sys.modules if name.split(".")[0] == "rules_py"]:
        del sys.modules[name]


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Expand the page's shortcodes (an unknown name fails the build)."""
    return expand(markdown, page.file.src_uri)


def on_post_build(config: Any) -> None:
    """Ship Python to the browser: the wheel, Pyodide when local, and the config module."""
    site_dir = Path(config["site_dir"])
    try:
        wheel = build_wheel(site_dir / WHEEL_DIR)
    except WheelBuildError as error:
        raise PluginError(str(error)) from error
    wheel_url = f"../{WHEEL_DIR}/{wheel.name}?v={content_tag(wheel)}"
    if pyodide_assets.pyodide_source() == "local":
        pyodide_assets.copy_local_runtime(site_dir)
        rules_config.write_config(
            site_dir, f"../{pyodide_assets.LOCAL_DIR}/", wheel_url, relative_index=True
        )
    else:
        rules_config.write_config(
            site_dir, pyodide_assets.cdn_index_url(), wheel_url, relative_index=False
        )
