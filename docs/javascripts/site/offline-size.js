// @ts-check
// What the offline copy (sw.js) costs: its files' bytes as a host sends them, by Content-Encoding
// ("identity": uncompressed). Filled in at build time by scripts/build/service_worker.py.

/** @type {Record<string, number>} */
export const OFFLINE_BYTES = {}; // filled in by scripts/build/service_worker.py
