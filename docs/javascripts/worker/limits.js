// @ts-check
// The worker's time limits, in one small module of constants. The browser tests serve their own
// copy of this file (Playwright's page.route) to shorten a limit: nothing in the shipped scripts
// reads a setting meant for tests.

// A source that sends nothing for this long is given up for the next. The wait counts the time the
// request queues in the browser behind the page's own scripts: at 200 ms latency and 100 kB/s
// (tests/browser/test_what_is_slow.py) pyodide.asm.mjs first answered after 5 s once the
// page's scripts were 14 modules more, so 7 s, still under STALL_MS.
export const CONNECT_MS = 7_000;
export const STALL_MS = 8_000; // so is one whose download stops this long in the middle
// loadPyodide never settles on some failures: starting Python races this, counted from the
// moment every file is here.
export const BOOT_MS = 30_000;
export const SNAPSHOT_IDLE_MS = 400; // Python idle this long after it started: time for a snapshot
export const IMPORT_IDLE_MS = 30; // and between the modules it imports for it
// The first answer waits this long at most for the files still being kept (a reload right after
// it finds them): a store that never answers costs this once, not the calculator.
export const KEEP_MS = 2_000;
// IndexedDB not open within this long is done without (files come from Cache Storage or the
// network): Safari 14.1 and iOS 14.6 left a page's first open pending for good (WebKit bug
// 226547).
export const OPEN_MS = 5_000;
