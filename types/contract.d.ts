// The data the page's scripts are handed, for tsc only (nothing here is shipped): what Python
// declares and answers (rules_py/contract.py, carried into the page by scripts/pages/widget/, or
// answered by rules_py.calculators.handle_json), and the messages between the page and the
// Pyodide worker. The scripts import these types in their JSDoc:
// /** @typedef {import("../../../types/contract").Reply} Reply */
// Keep them in step with the Python that writes the data (tests/page_scripts/test_script_types.py compares
// the input kinds and the keys of the declarations and of an answer).

/** An input's kind (rules_py.contract.InputKind). */
export type InputKind = "integer" | "choice" | "integers" | "rows" | "text" | "yesno" | "board";

/** One piece a board input takes (rules_py.board.Piece.describe): data-board-pieces. */
export interface Piece {
  role: string;
  label: string;
  mark: string;
  most: number;
  optional: boolean;
  marker: boolean;
  side: string;
}

/** One input's declaration (rules_py.contract.Input.describe); a rows input's data-columns holds
 * its columns, each declared as an input of its own. */
export interface InputDeclaration {
  name: string;
  label: string;
  kind: InputKind;
  minimum: number | null;
  maximum: number | null;
  default: number | string | boolean | null;
  optional: boolean;
  choices: string[];
  choice_labels: string[];
  /** a reading setting's choices in a few words, "" for the site's own (the fold's line) */
  choice_short: string[];
  help: string;
  d100: boolean;
  /** a die a player threw, not a d100: typed in, logged as typed; the seed throws it while empty */
  thrown: boolean;
  percent: boolean;
  reading: string;
  suggestions: [string, string][];
  columns: InputDeclaration[];
  new_row: string;
  pieces: Piece[];
  seed: boolean;
  // Older names of the input that a link may still carry (read, never written).
  aliases: string[];
  // What a character of the reader's party holds for it (rules_py.party), or "".
  holds: string;
  // Folded away with the readings, under the fold's line (scripts/pages/widget/).
  folded: boolean;
  // A chance's modifier, drawn with it (rules_py.modifiers), or null; of a modifier, its chance.
  modifier: InputDeclaration | null;
  modifies: string;
}

/** Bad input, named by the input to blame (null: no one field): rules_py.errors.InputError. */
export interface InputErrorRecord {
  message: string;
  input: string | null;
}

/** handle_json's answer, parsed: {result} or {error, errors} (the first of errors is error). */
export interface Reply {
  result?: Result;
  error?: InputErrorRecord;
  errors?: InputErrorRecord[];
}

/** A calculator's result: JSON, each declared output at its dotted key (Output.key). */
export type Result = Record<string, unknown>;

// The value of each output kind (rules_py.contract.OutputKind), as the renderers in
// docs/javascripts/render/draw.js receive it (null where the answer has none).

/** odds: each outcome's percentage, named by the output's labels (data-labels). */
export type Odds = Record<string, number>;

/** records: flat rows, one cell per declared column (th[data-column]). */
export type Records = Record<string, unknown>[];

/** figure: a value per hit location ([data-part]). */
export type Figure = Record<string, unknown>;

/** heatmap: A's chance to win (percent) for each pair of ratings, with the reader's pair on it
 * (rules_py.comparison.heatmaps.live_heatmap). */
export interface Heatmap {
  map: string;
  title: string;
  /** A's ratings, one per row, in order (the reader's among them) */
  rows: number[];
  /** B's ratings, one per column, in order (the reader's among them) */
  columns: number[];
  /** a_wins[row][column]: A's chance to win, in percent */
  a_wins: number[][];
  a: number;
  b: number;
  where: string;
}

/** strip: the hundred d100 faces by result (rules_py.strip). */
export interface Strip {
  /** the result level of each face, 01 first */
  faces: string[];
  legend: { level: string; label: string; ranges: string[] }[];
  /** the face rolled, if one was given */
  roll?: number | null;
  /** the roll in words */
  rolled?: string;
}

/** cycles: per cycle, its groups in acting order; per group, the names acting together. */
export type Cycles = string[][][];

/** (column, row): a hex of a board, named "column.row". */
export type Hex = [number, number];

/** How much of a hex is drawn: all of it, or the half inside the sideline. */
export type HexShape = "full" | "lower" | "upper";

/** A board's shading (rules_py/runeball/field_view.py): per hex, a band or a percentage. */
export interface Shading {
  style: "bands" | "heat";
  /** (column, row, level): a band's number, or (heat) the percentage */
  values: [number, number, number][];
  /** (level, words, tag) of each band */
  legend?: [number, string, string?][];
}

/** board: the grid a board input's pieces stand on, with a play's picture
 * (rules_py.runeball.field_view.pitch). */
export interface Board {
  /** the name of the board input whose pieces are drawn */
  input: string;
  /** (length, width) in a hex's side */
  size: [number, number];
  /** (column, row, x, y, shape, zone) of every hex, x and y its drawn centre */
  cells: [number, number, number, number, HexShape, string][];
  zones?: [string, string][];
  mark_labels?: [string, string][];
  shading?: Shading;
  /** mark name -> the hexes it marks */
  marks?: Record<string, Hex[]>;
  /** (column, row, column, row): a line from hex to hex */
  lines?: [number, number, number, number][];
  caption?: string;
}

/** What the page says to the Pyodide worker (docs/javascripts/pyodide-worker.js). */
export type ToWorker = { type: "ask"; id: number; line: string };

/** What the Pyodide worker says to the page (docs/javascripts/engine/engine.js). */
export type FromWorker =
  | { type: "progress"; loaded: number; total: number }
  /** while Python starts: the share of the last seconds the worker's thread was held (0 to 1) */
  | { type: "pulse"; busy: number }
  | {
      type: "ready";
      seconds: number;
      mode: "plain" | "snapshot";
      sources: string[];
      /** the worker's marks of its start (download, compile, boot...), ms from its own start */
      marks: Record<string, number>;
      /** the worker's performance.timeOrigin: its marks are ms after it */
      timeOrigin: number;
    }
  | { type: "snapshot"; bytes: number; marks: Record<string, number> }
  | { type: "failed"; message: string }
  | WorkerAnswer;

/** The worker's answer to one {type: "ask"}: handle_json's JSON line, or why there is none. */
export interface WorkerAnswer {
  type: "answer";
  id: number;
  line?: string;
  failure?: string;
}
