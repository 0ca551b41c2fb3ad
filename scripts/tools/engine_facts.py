"""What the page's engine tells of itself, as the browser tests and ``make bench`` read it.

The engine (docs/javascripts/engine/engine.js) holds no global: it marks each fact on the page's
performance timeline, a User Timing mark ``rules:engine:<fact>`` with its figures as ``detail``
(docs/javascripts/engine/facts.js). :data:`ENGINE_FACTS` is a JavaScript function body that
gathers them into one object, the same in Playwright (``page.evaluate``) and WebDriver
(``Tab.js``), read whenever the test likes, since a mark stays on the timeline until the page
goes:

- ``starts``: workers started (1, or more after a retry); ``early``: the first was the head's;
- ``asked``: requests that reached Python; ``mostWithPython``: the most with it at once;
- ``seconds``, ``mode``, ``sources``, ``marks``, ``workerOrigin``: the last ``ready``'s
  (``marks`` the ``snapshot``'s, when one was kept after it); ``snapshotBytes``.

A page whose engine never started (no calculator) gives ``starts: 0`` and nothing else.
"""

ENGINE_FACTS = """
const facts = (name) => performance.getEntriesByName(`rules:engine:${name}`);
const starts = facts("start");
const asks = facts("ask");
const ready = facts("ready").at(-1);
const snapshot = facts("snapshot").at(-1);
const found = { starts: starts.length, asked: asks.length,
  mostWithPython: Math.max(0, ...asks.map((mark) => mark.detail.withPython)) };
if (starts.length > 0 && starts[0].detail.early) found.early = true;
if (ready) Object.assign(found, ready.detail);
if (snapshot) found.snapshotBytes = snapshot.detail.bytes;
const lastSnapshot = snapshot && (!ready || snapshot.startTime > ready.startTime);
if (lastSnapshot) found.marks = snapshot.detail.marks;
return found;
"""

# The same as an expression, its value the facts now: ``page.evaluate(FACTS_NOW)``, or within a
# condition, ``page.wait_for_function(f"() => {FACTS_NOW}.snapshotBytes > 0")``.
FACTS_NOW = f"(() => {{ {ENGINE_FACTS} }})()"
