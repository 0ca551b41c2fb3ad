// @ts-check
// The link that hands the table's setup to another device: the party and the table's house rules
// in one fragment, "#table=" then the JSON {party, house} squeezed (deflate-raw) and written in
// base64url, short enough for a QR code one phone's camera reads from another's screen. The older
// "#party=" link (the JSON written with encodeURIComponent) is still read. A damaged link is
// said to be one, never thrown.

/** @typedef {{ party: string | null, house: Record<string, string> }} Handed */

/** @param {Uint8Array} bytes */
const toBase64url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** @param {string} text */
function fromBase64url(text) {
  const plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/** @param {Uint8Array<ArrayBuffer>} bytes @param {CompressionStream | DecompressionStream} stream */
async function through(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/**
 * The fragment holding `party` (the party file's object) and `house` (the house rules kept).
 * @param {unknown} party
 * @param {Record<string, string>} house
 */
export async function tableFragment(party, house) {
  const json = new TextEncoder().encode(JSON.stringify({ party, house }));
  return `#table=${toBase64url(await through(json, new CompressionStream("deflate-raw")))}`;
}

/**
 * What a link's fragment hands over: the party file's text (null when it holds none) and the
 * house rules (each a choice's text; anything else left out); null when the fragment hands
 * nothing; "damaged" when it cannot be read (cut short, or changed on the way).
 * @param {string} hash
 * @returns {Promise<Handed | null | "damaged">}
 */
export async function readFragment(hash) {
  if (hash.startsWith("#party=")) {
    try {
      return { party: decodeURIComponent(hash.slice("#party=".length)), house: {} };
    } catch {
      return "damaged";
    }
  }
  if (!hash.startsWith("#table=")) return null;
  /** @type {any} */
  let table;
  try {
    const bytes = await through(
      fromBase64url(hash.slice("#table=".length)),
      new DecompressionStream("deflate-raw"),
    );
    table = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return "damaged";
  }
  if (typeof table !== "object" || table === null) return "damaged";
  /** @type {Record<string, string>} */
  const house = {};
  const given = table.house;
  if (typeof given === "object" && given !== null && !Array.isArray(given))
    for (const [key, value] of Object.entries(given))
      if (typeof value === "string") house[key] = value;
  return {
    party: table.party === undefined || table.party === null ? null : JSON.stringify(table.party),
    house,
  };
}
