// @ts-check
// The Party page's form for one character: its name, its document and the values calculators
// take. Which characteristics, Runeball stats and strike ranks there are is read from the party
// schema (rules_py/party.py), and which of them a game asks for from the page
// (rules_py.party.GAME_FIELDS): the chosen game's show, the others fold away under "Values for
// other games", kept as they are. A value that is not a whole number is passed on as typed, so
// that the schema's check names it.

import { fill, read, shown } from "./form-values.js";

/** @typedef {import("./store.js").Character} Character */

/**
 * A document's title in short, as a label says it: "RuneQuest", "RuneQuest II".
 * @param {string} title "RuneQuest II House Rules, The Combat Round"
 */
export const shortTitle = (title) => title.split(",")[0].replace(/ House Rules$/, "");

/**
 * @param {string} label
 * @param {string} name
 * @param {HTMLElement} control
 * @param {string} [hint] a line under the label
 */
function labelled(label, name, control, hint = "") {
  const wrap = document.createElement("label");
  wrap.className = "rules-party-field";
  wrap.textContent = label;
  if (hint) {
    const small = document.createElement("small");
    small.className = "rules-party-hint";
    small.textContent = hint;
    wrap.append(small);
  }
  control.setAttribute("name", name);
  wrap.append(control);
  return wrap;
}

/** @param {string} name @param {string} label @param {string} [hint] */
function numberField(name, label, hint) {
  const input = document.createElement("input");
  input.type = "text";
  input.inputMode = "numeric";
  input.spellcheck = false;
  return labelled(label, name, input, hint);
}

/** @param {string} legend */
function group(legend) {
  const set = document.createElement("fieldset");
  const name = document.createElement("legend");
  name.textContent = legend;
  set.append(name);
  return set;
}

/**
 * The values a character may hold, read from the party schema: characteristics, Runeball stats
 * and strike ranks (one per game), and a field for each by its place in the file, under its
 * group's legend.
 * @param {Record<string, any>} schema the party file's schema
 * @param {Map<string, string>} titles each document's title, by key
 */
function valueFields(schema, titles) {
  const fields = schema.properties?.characters?.items?.properties ?? {};
  const characteristics = /** @type {string[]} */ (
    fields.characteristics?.propertyNames?.enum ?? []
  );
  const stats = /** @type {string[]} */ (fields.runeball?.propertyNames?.enum ?? []);
  /** @type {Record<string, {description?: string}>} */
  const ranks = fields.strike_ranks?.properties ?? {};
  /** @type {[string, string, HTMLElement][]} place, group, field */
  const values = [
    ...characteristics.map(
      (c) =>
        /** @type {[string, string, HTMLElement]} */ ([
          `characteristics.${c}`,
          "Characteristics",
          numberField(`c-${c}`, c),
        ]),
    ),
    ["hit_points", "Combat", numberField("hit_points", "Hit points")],
    ...Object.entries(ranks).map(([game, { description = "" }]) => {
      const [, order = ""] = description.split(": ");
      const short = shortTitle(titles.get(game) ?? game);
      return /** @type {[string, string, HTMLElement]} */ ([
        `strike_ranks.${game}`,
        "Combat",
        numberField(`sr-${game}`, `Strike rank (${short})`, order),
      ]);
    }),
    ...stats.map(
      (s) =>
        /** @type {[string, string, HTMLElement]} */ ([
          `runeball.${s}`,
          "Runeball stats",
          numberField(`r-${s}`, s.toUpperCase()),
        ]),
    ),
  ];
  return { characteristics, stats, ranks: Object.keys(ranks), values };
}

/**
 * @param {string} text
 * @param {string} className
 * @param {"submit" | "button"} type
 */
function formButton(text, className, type) {
  const made = document.createElement("button");
  made.type = type;
  made.className = className;
  made.textContent = text;
  return made;
}

/** The skills, one a line. */
function skillsGroup() {
  const skills = document.createElement("textarea");
  skills.rows = 4;
  skills.placeholder = "Broadsword 75%\nDodge 40%";
  const made = group("Skills and abilities (one a line: name and percentage)");
  made.append(labelled("", "skills", skills));
  return made;
}

/**
 * Every field of the form by name, whether the chosen game shows it, folds it or has not placed
 * it yet: Edit fills them before place() puts them where the character's game wants them (issue
 * 47: Edit on a page just opened found no field that was not placed yet).
 * @param {HTMLFormElement} form
 * @param {[string, string, HTMLElement][]} values the value fields, wherever they are
 * @returns {(name: string) => HTMLInputElement}
 */
function fieldsOf(form, values) {
  const fields = new Map(
    [form, ...values.map(([, , wrap]) => wrap)].flatMap((holder) =>
      [...holder.querySelectorAll("[name]")].map((control) => [
        control.getAttribute("name") ?? "",
        /** @type {HTMLInputElement} */ (control),
      ]),
    ),
  );
  return (name) => /** @type {HTMLInputElement} */ (fields.get(name));
}

/**
 * @param {Record<string, any>} schema the party file's schema
 * @param {[string, string][]} documents each document's key and title
 * @param {Record<string, string[]>} gameFields what each document asks for ("characteristics.STR",
 *   "skills", "hit_points", "strike_ranks.runequest", "runeball.mus")
 * @param {(character: Character, was: unknown) => string} onSave returns what is wrong; `was`
 *   the token open() was given with the character edited (null for a new one)
 */
export function characterForm(schema, documents, gameFields, onSave) {
  const names = valueFields(schema, new Map(documents));
  const { values } = names;
  const form = document.createElement("form");
  form.className = "rules-party-form";
  form.hidden = true;
  const title = document.createElement("h3");
  const select = document.createElement("select");
  for (const [key, words] of documents) select.append(new Option(words, key));
  const legends = ["Characteristics", "Combat", "Runeball stats"];
  const asked = legends.map(group);
  const folded = legends.map(group);
  const others = document.createElement("details");
  others.className = "rules-party-others";
  const othersTitle = document.createElement("summary");
  others.append(othersTitle, ...folded);

  const error = document.createElement("p");
  error.className = "rules-error";
  error.setAttribute("aria-live", "polite");
  const cancel = formButton("Cancel", "md-button", "button");
  form.append(
    title,
    labelled(
      "Name",
      "name",
      Object.assign(document.createElement("input"), { type: "text", spellcheck: false }),
    ),
    labelled("Played under", "document", select),
    asked[0],
    skillsGroup(),
    asked[1],
    asked[2],
    others,
    error,
    formButton("Keep", "md-button md-button--primary", "submit"),
    cancel,
  );

  const field = fieldsOf(form, values);

  /** The chosen game's values, by place in the file. */
  const wanted = () => new Set(gameFields[select.value] ?? values.map(([path]) => path));
  /** Say how many of the folded values are filled (they are kept). */
  const count = () => {
    const shown = wanted();
    const filled = values.filter(
      ([path, , wrap]) => !shown.has(path) && wrap.querySelector("input")?.value.trim(),
    ).length;
    othersTitle.textContent = `Values for other games${filled ? ` (${filled} filled, kept)` : ""}`;
  };
  /** Show the chosen game's values and fold the rest away. */
  const place = () => {
    const shown = wanted();
    for (const [path, legend, wrap] of values) {
      const at = legends.indexOf(legend);
      (shown.has(path) ? asked : folded)[at].append(wrap);
    }
    for (const set of [...asked, ...folded])
      set.hidden = set.querySelectorAll("input").length === 0;
    others.hidden = folded.every((set) => set.hidden);
    count();
  };
  select.addEventListener("change", place);
  form.addEventListener("input", count);
  place(); // every field in the form from the start

  /** @type {unknown} */
  let was = null;
  /**
   * Open the form on `character` (null: a new one); `token` comes back to onSave with it.
   * @param {Record<string, unknown> | null} character a kept character, damaged or not
   * @param {unknown} [token] which one it was
   */
  const open = (character, token = character?.name ?? null) => {
    form.reset();
    error.textContent = "";
    was = character ? token : null;
    title.textContent = character
      ? `Edit ${shown(character.name) || "a character"}`
      : "A new character";
    if (character) fill(field, character);
    place();
    others.open = false;
    form.hidden = false;
    field("name").focus();
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const wrong = onSave(read(field, names), was);
    error.textContent = wrong;
    if (!wrong) form.hidden = true;
  });
  cancel.addEventListener("click", () => {
    form.hidden = true;
  });
  return { element: form, open };
}
