// @ts-check
// At most NETWORK_LANES downloads at once (worker/limits.js), the one Python needs soonest first.

/** @typedef {Uint8Array<ArrayBuffer>} Bytes */

/**
 * A queue running at most `lanes` tasks at once, the lowest rank first (-1: after all others);
 * tasks asked for in the same moment are ranked together. A browser opens few connections to one
 * server, and the page's own styles and scripts need some of them.
 * @param {number} lanes
 * @param {string[]} order names in the order they are needed
 */
export function laneQueue(lanes, order) {
  /**
   * @typedef {object} Waiting
   * @property {number} rank
   * @property {() => Promise<Bytes>} task
   * @property {(bytes: Bytes) => void} resolve
   * @property {(reason: unknown) => void} reject
   */
  let busy = 0;
  /** @type {Waiting[]} */
  const waiting = [];
  const next = () => {
    while (busy < lanes && waiting.length) {
      const { task, resolve, reject } = /** @type {Waiting} */ (waiting.shift()); // length > 0
      busy += 1;
      task()
        .then(resolve, reject)
        .finally(() => {
          busy -= 1;
          next();
        });
    }
  };
  /**
   * @param {string} name
   * @param {() => Promise<Bytes>} task
   * @returns {Promise<Bytes>}
   */
  return (name, task) =>
    new Promise((resolve, reject) => {
      const rank = order.indexOf(name);
      waiting.push({ rank: rank < 0 ? order.length : rank, task, resolve, reject });
      waiting.sort((a, b) => a.rank - b.rank);
      setTimeout(next); // those asking at the same moment are all in the queue by then
    });
}
