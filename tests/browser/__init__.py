"""Browser tests: Playwright drives Debian Chromium against the offline build (see conftest)."""
