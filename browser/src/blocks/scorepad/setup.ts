// The score pad's set-up: the system (or a custom rule set), the players and their names, the
// target where the table chooses it, and who opens first. The systems are the engine's, embedded
// by the hook (`EmbeddedScorepad`): each with its name in the page's language, its players and
// its target for each number of players.

import type { PresetId, RulesJSON, ScorepadPreset } from "../../contract.gen";
import { el, h } from "../../ui/dom";
import type { T } from "../../ui/text";
import { labelled, menu } from "./controls";
import { clearFormError, showFormError } from "./hand";

/** What the set-up asks for: the rules (a preset, or a preset with a target or a number of
 * hands, as the engine reads them), or a custom set's short form. */
export interface SetupChoice {
  rules: RulesJSON; custom: string; players: number; names: string[]; opener: number;
}

/** The set-up once drawn: the pad shows the system of rules linked from the address (the
 * engine names it) unless the reader has chosen one. */
export interface Setup { showSystem(id: PresetId): void }

/** The set-up's controls, and the names typed so far (kept while the number of players changes). */
interface Parts {
  form: HTMLFormElement; system: HTMLSelectElement; custom: HTMLInputElement; players: HTMLSelectElement;
  details: HTMLDivElement; names: string[]; presets: ReadonlyMap<string, ScorepadPreset>; t: T;
}

/** A number field of the set-up. */
function numberField(className: string, max: number, value = ""): HTMLInputElement {
  return h("input", { className: `domino-scorepad__number ${className}`, type: "number", min: "1", max: String(max),
    inputMode: "numeric", value });
}

/** The short form of rules the address links to (?c=preset,field:value…), as written. */
export function linkedRules(): string {
  const found = /(?:^\?|&)c=([^&]*)/.exec(location.search)?.[1];
  return found ? decodeURIComponent(found) : "";
}

/** Draw the set-up into `form`; `onStart` gets what the reader chose. */
export function renderSetup(form: HTMLFormElement, presets: readonly ScorepadPreset[], t: T,
  onStart: (choice: SetupChoice) => void): Setup {
  const system = menu(presets.map((p): [string, string] => [p.id, p.name]), presets[0]?.id ?? "");
  system.name = "system";
  const custom = h("input", { className: "domino-scorepad__text domino-scorepad__custom", type: "text", name: "custom",
    autocomplete: "off", spellcheck: false, value: linkedRules() });
  const players = menu([], "2");
  players.name = "players";
  const parts: Parts = { form, system, custom, players, details: el("div", "domino-scorepad__setup-details"), names: [],
    presets: new Map(presets.map((p) => [p.id, p])), t };
  form.replaceChildren(el("h2", "", t("ui.score.setup")), labelled(t("ui.score.system"), system),
    labelled(t("ui.score.custom"), custom), labelled(t("ui.score.players"), players), parts.details,
    h("button", { className: "md-button md-button--primary domino-scorepad__start", type: "submit" }, t("ui.score.start")));
  let chosen = false; // the reader chose a system: a linked one no longer replaces it
  system.addEventListener("change", () => {
    chosen = true;
    fill(parts);
  });
  players.addEventListener("change", () => { fill(parts); });
  // the players of a link from "Our table's rules" (&p=players)
  const linkedPlayers = /(?:^\?|&)p=(\d{1,2})(?:&|$)/.exec(location.search)?.[1];
  if (linkedPlayers) players.replaceChildren(new Option(linkedPlayers, linkedPlayers));
  players.value = linkedPlayers ?? players.value;
  fill(parts);
  form.onsubmit = (event) => {
    event.preventDefault();
    const choice = chosenRules(parts);
    if (choice) onStart(choice);
  };
  return {
    showSystem(id) {
      if (chosen || !parts.presets.has(id) || !form.isConnected) return;
      system.value = id;
      fill(parts);
    },
  };
}

/** The fields that follow the system and the number of players: names, target, hands, opener. */
function fill(parts: Parts): void {
  const { details, names, players, t } = parts;
  const preset = parts.presets.get(parts.system.value);
  if (!preset) return;
  const count = Math.min(Math.max(Number(players.value) || 2, preset.min_players), preset.max_players);
  players.replaceChildren(...Array.from({ length: preset.max_players - preset.min_players + 1 },
    (_, i) => new Option(String(preset.min_players + i), String(preset.min_players + i))));
  players.value = String(count);
  for (const input of details.querySelectorAll<HTMLInputElement>(".domino-scorepad__name")) {
    names[Number(input.dataset.seat)] = input.value;
  }
  details.replaceChildren();
  for (let seat = 0; seat < count; seat++) {
    const input = h("input", { className: "domino-scorepad__text domino-scorepad__name", type: "text", maxLength: 40,
      autocomplete: "off", value: names[seat] ?? "", dataset: { seat: String(seat) } });
    details.append(labelled(t("ui.score.name", { player: seat + 1 }), input));
  }
  if (preset.teams) details.append(el("p", "domino-scorepad__note", t("ui.score.teams_note")));
  details.append(lengthField(preset, count, t));
  // a match of a set number of hands, under any system (won on points, or on hands won)
  details.append(labelled(t("ui.score.fixed_hands"), numberField("domino-scorepad__hands", 100)));
  // each player by the name typed for them (else "Player 2"), as soon as it is typed
  const nameFor = (seat: number): string => names[seat]?.trim() || t("ui.player", { player: seat + 1 });
  const opener = menu(Array.from({ length: count }, (_, seat): [string, string] => [String(seat), nameFor(seat)]), "0");
  opener.classList.add("domino-scorepad__opener");
  details.append(labelled(t("ui.score.first_opener"), opener));
  for (const input of details.querySelectorAll<HTMLInputElement>(".domino-scorepad__name")) {
    input.addEventListener("input", () => {
      const seat = Number(input.dataset.seat);
      names[seat] = input.value;
      const option = opener.options[seat];
      if (option) option.textContent = nameFor(seat);
    });
  }
}

/** What the system plays to: one hand, a target the table may choose, or its fixed target. */
function lengthField(preset: ScorepadPreset, count: number, t: T): HTMLElement {
  if (preset.single_hand) return el("p", "domino-scorepad__note", t("ui.score.single_hand"));
  const target = preset.targets[String(count)] ?? 0;
  if (!preset.target_adjustable) return el("p", "domino-scorepad__note", t("ui.score.target_fixed", { points: target }));
  return labelled(t("ui.score.target"), numberField("domino-scorepad__target", 1000, String(target)));
}

/** The rules chosen, for the engine to read; null (said at its field) when the target is blank. */
function chosenRules(parts: Parts): SetupChoice | null {
  const { form, details, custom, system, t } = parts;
  clearFormError(form);
  const own = custom.value.trim();
  let rules: RulesJSON = system.value;
  const target = details.querySelector<HTMLInputElement>(".domino-scorepad__target");
  const hands = details.querySelector<HTMLInputElement>(".domino-scorepad__hands")?.value.trim() ?? "";
  // a number as a number; anything else as typed, for the engine to name
  const typed = (text: string): number | string => (/^\d+$/.test(text) ? Number(text) : text);
  if (!own && hands) {
    rules = { preset: system.value, hands: typed(hands) };
  } else if (!own && target) {
    const text = target.value.trim();
    if (!text) {
      // a blank target: said at its field, in the reader's language
      showFormError(form, t("ui.score.target_missing"), { control: target });
      return null;
    }
    rules = { preset: system.value, target: typed(text) };
  }
  return {
    rules, custom: own, players: Number(parts.players.value),
    names: [...details.querySelectorAll<HTMLInputElement>(".domino-scorepad__name")].map((input) => input.value.trim()),
    opener: Number(details.querySelector<HTMLSelectElement>(".domino-scorepad__opener")?.value ?? 0),
  };
}
