// @ts-check
// The Party page's form for one character: its name, its document and the values calculators
// take. Which characteristics and Runeball stats there are is read from the party schema
// (rules_py/party.py), not listed here. A value that is not a whole number is passed on as typed,
// so that the schema's check names it.

/** @typedef {import("./store.js").Character} Character */

/** @param {string} text a whole number, or the text as typed */
const number = (text) => (/^[+-]?\d+%?$/.test(text.trim()) ? Number.parseInt(text, 10) : text);

/** @param {string} label @param {string} name @param {HTMLElement} control */
function labelled(label, name, control) {
  const wrap = document.createElement("label");
  wrap.className = "rules-party-field";
  wrap.textContent = label;
  control.setAttribute("name", name);
  wrap.append(control);
  return wrap;
}

/** @param {string} name @param {string} label */
function textField(name, label) {
  const input = document.createElement("input");
  input.type = "text";
  input.spellcheck = false;
  return labelled(label, name, input);
}

/**
 * @param {Record<string, any>} schema the party file's schema
 * @param {[string, string][]} documents each document's key and title
 * @param {(character: Character, was: string | null) => string} onSave returns what is wrong
 */
export function characterForm(schema, documents, onSave) {
  const fields = schema.properties?.characters?.items?.properties ?? {};
  const characteristics = /** @type {string[]} */ (
    fields.characteristics?.propertyNames?.enum ?? []
  );
  const stats = /** @type {string[]} */ (fields.runeball?.propertyNames?.enum ?? []);
  const form = document.createElement("form");
  form.className = "rules-party-form";
  form.hidden = true;
  const title = document.createElement("h3");
  const select = document.createElement("select");
  for (const [key, words] of documents) select.append(new Option(words, key));
  const group = (/** @type {string} */ legend, /** @type {HTMLElement[]} */ parts) => {
    const set = document.createElement("fieldset");
    const name = document.createElement("legend");
    name.textContent = legend;
    set.append(name, ...parts);
    return set;
  };
  const skills = document.createElement("textarea");
  skills.rows = 4;
  skills.placeholder = "Broadsword 75%\nDodge 40%";
  const error = document.createElement("p");
  error.className = "rules-error";
  error.setAttribute("aria-live", "polite");
  const save = document.createElement("button");
  save.type = "submit";
  save.className = "md-button md-button--primary";
  save.textContent = "Keep";
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "md-button";
  cancel.textContent = "Cancel";
  form.append(
    title,
    textField("name", "Name"),
    labelled("Played under", "document", select),
    group(
      "Characteristics",
      characteristics.map((c) => textField(`c-${c}`, c)),
    ),
    group("Skills and abilities (one a line: name and percentage)", [
      labelled("", "skills", skills),
    ]),
    group("Combat", [
      textField("hit_points", "Hit points"),
      textField("strike_rank", "Strike rank"),
    ]),
    group(
      "Runeball stats",
      stats.map((s) => textField(`r-${s}`, s.toUpperCase())),
    ),
    error,
    save,
    cancel,
  );
  /** @type {string | null} */
  let was = null;
  /** @param {string} name */
  const field = (name) =>
    /** @type {HTMLInputElement} */ (form.querySelector(`[name="${CSS.escape(name)}"]`));

  /** @param {Character | null} character */
  const open = (character) => {
    form.reset();
    error.textContent = "";
    was = character?.name ?? null;
    title.textContent = character ? `Edit ${character.name}` : "A new character";
    if (character) {
      field("name").value = character.name;
      select.value = character.document;
      for (const [k, v] of Object.entries(character.characteristics ?? {}))
        if (field(`c-${k}`)) field(`c-${k}`).value = String(v);
      for (const [k, v] of Object.entries(character.runeball ?? {}))
        if (field(`r-${k}`)) field(`r-${k}`).value = String(v);
      skills.value = Object.entries(character.skills ?? {})
        .map(([k, v]) => `${k} ${v}%`)
        .join("\n");
      field("hit_points").value = character.hit_points?.toString() ?? "";
      field("strike_rank").value = character.strike_rank?.toString() ?? "";
    }
    form.hidden = false;
    field("name").focus();
  };

  /** @returns {Character} */
  const read = () => {
    /** @param {string[]} keys @param {string} prefix @param {(k: string) => string} as */
    const values = (keys, prefix, as) =>
      Object.fromEntries(
        keys
          .filter((k) => field(`${prefix}${k}`).value.trim())
          .map((k) => [as(k), number(field(`${prefix}${k}`).value)]),
      );
    const lines = skills.value.split("\n").filter((line) => line.trim());
    /** @type {Record<string, any>} */
    const character = {
      name: field("name").value.trim(),
      document: select.value,
      characteristics: values(characteristics, "c-", (k) => k),
      skills: Object.fromEntries(
        lines.map((line) => {
          const found = line.trim().match(/^(.*?)[\s:]+(\S+)$/);
          return found ? [found[1], number(found[2])] : [line.trim(), "(no percentage)"];
        }),
      ),
      runeball: values(stats, "r-", (k) => k),
    };
    for (const key of ["hit_points", "strike_rank"])
      if (field(key).value.trim()) character[key] = number(field(key).value);
    return /** @type {Character} */ (character);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const wrong = onSave(read(), was);
    error.textContent = wrong;
    if (!wrong) form.hidden = true;
  });
  cancel.addEventListener("click", () => {
    form.hidden = true;
  });
  return { element: form, open };
}
