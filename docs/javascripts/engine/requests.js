// @ts-check
// Requests to Python, per widget: typing fast never queues. For each `key` (a widget) at most one
// request is with Python and one waits, the newest; a waiting request replaced by a newer one is
// answered {superseded: true}. Each request sent is marked "rules:engine:ask", with how many were
// with Python then (./facts.js).

import { markFact } from "./facts.js";

/**
 * Python's answer to one request: its JSON line, or why there is none.
 * @typedef {{ line?: string, failure?: string, superseded?: boolean }} Answer
 */

/**
 * One widget's requests (the `key` of ask): whether one is with Python, and the newest waiting.
 * @typedef {object} Slot
 * @property {boolean} busy
 * @property {{ line: string, resolve: (answer: Answer) => void } | null} waiting
 */

/**
 * The requests of one engine. `post(id, line)` hands one to Python, or returns false when there
 * is no Python to hand it to (the request is then answered `{failure: whyNot()}`).
 * @param {(id: number, line: string) => boolean} post
 * @param {() => string} whyNot
 */
export function createRequests(post, whyNot) {
  let nextId = 0;
  /** @type {Map<number, (answer: Answer) => void>} */
  const pending = new Map(); // id -> resolve, for requests with Python
  /** @type {Map<unknown, Slot>} */
  const slots = new Map();

  /**
   * @param {Slot} slot
   * @param {string} line
   * @param {(answer: Answer) => void} resolve
   */
  function send(slot, line, resolve) {
    const id = nextId + 1;
    if (!post(id, line)) {
      resolve({ failure: whyNot() });
      return;
    }
    nextId = id;
    slot.busy = true;
    pending.set(id, (answer) => {
      resolve(answer);
      slot.busy = false;
      const next = slot.waiting;
      slot.waiting = null;
      if (next) send(slot, next.line, next.resolve);
    });
    markFact("ask", { withPython: pending.size });
  }

  return {
    /**
     * @param {string} line
     * @param {unknown} key
     * @returns {Promise<Answer>}
     */
    ask(line, key) {
      return new Promise((resolve) => {
        let slot = slots.get(key);
        if (!slot) {
          slot = { busy: false, waiting: null };
          slots.set(key, slot);
        }
        if (slot.busy) {
          slot.waiting?.resolve({ superseded: true });
          slot.waiting = { line, resolve };
        } else send(slot, line, resolve);
      });
    },
    /**
     * Python's answer to request `id` (sending the widget's waiting request, if any).
     * @param {number} id
     * @param {Answer} answer
     */
    answer(id, answer) {
      const resolve = pending.get(id);
      pending.delete(id); // first: resolving may send the waiting request
      resolve?.(answer);
    },
    /**
     * Every request, with Python or waiting, answered `{failure}`; the widgets start afresh.
     * @param {string} failure
     */
    failAll(failure) {
      for (const resolve of pending.values()) resolve({ failure });
      pending.clear();
      for (const slot of slots.values()) slot.waiting?.resolve({ failure });
      slots.clear();
    },
  };
}
