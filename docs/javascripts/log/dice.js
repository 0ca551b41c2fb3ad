// @ts-check
// Dice that really roll, from the browser's cryptographic randomness (crypto.getRandomValues):
// a seed field ([data-seed], from scripts/pages/widget/) gets a fresh seed, handed to Python,
// so the rules still roll through their one injected random.Random and a link with the seed
// rolls the same again; a d100 roll field ([data-roll]) gets a face of the die, 1 to 100, which
// Python reads as any typed roll. A uniform face is no rule: what it means is Python's to say.

/**
 * A whole number in [low, high], uniformly, from the browser's cryptographic randomness.
 * @param {number} low
 * @param {number} high
 */
export function freshSeed(low, high) {
  const span = high - low + 1;
  const limit = Math.floor(0x1_0000_0000 / span) * span; // no modulo bias
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= limit);
  return low + (word[0] % span);
}

/**
 * Write a fresh roll into a seed or roll field, within its declared range; returns it.
 * @param {HTMLInputElement} field
 */
export function rollInto(field) {
  const face = freshSeed(Number(field.dataset.min), Number(field.dataset.max));
  // A d100 reads as its two dice show it, 07 and 00 for 100 (Python reads "00" as 100), so the
  // field and the roll log say what the table saw.
  const d100 = "roll" in field.dataset;
  field.value = d100 && face === 100 ? "00" : d100 ? String(face).padStart(2, "0") : String(face);
  return field.value;
}
