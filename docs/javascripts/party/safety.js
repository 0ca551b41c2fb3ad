// @ts-check
// The Party page's word on keeping the party safe: whether the browser keeps the site's storage
// (navigator.storage.persisted()), and a reminder to save the party as a file when it has changed
// since the last one. Hidden while the party is empty.

import { exportState, readCharacters, storageKept } from "./store.js";
import { make } from "./make.js";

/** @returns {{ element: HTMLElement, show: () => Promise<void> }} */
export function mountSafety() {
  const element = make("div", "", "rules-party-safety");
  const kept = make("p", "", "rules-party-kept");
  const reminder = make("p", "", "rules-party-reminder");
  element.append(kept, reminder);
  const show = async () => {
    element.hidden = readCharacters().length === 0;
    const state = exportState();
    reminder.hidden = state === "saved";
    reminder.textContent =
      state === "never"
        ? "The party has not been saved as a file yet: save it to keep a copy."
        : "The party has changed since it was last saved as a file: save it again to keep a copy.";
    const persisted = await storageKept();
    kept.dataset.kept = String(persisted);
    kept.textContent =
      persisted === true
        ? "This browser keeps the site's storage, the party with it, until you clear it."
        : persisted === false
          ? "This browser may clear the site's storage when it needs room (Safari does after seven days without a visit, unless the site is on the home screen). Keep a copy: save the party as a file."
          : "This browser does not say whether it keeps the party. Keep a copy: save the party as a file.";
  };
  return { element, show };
}
