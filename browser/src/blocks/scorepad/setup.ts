// The score pad's set-up: the system (or a custom rule set), the players and their names, the
// target where the table chooses it, and who opens first.

import type { RulesJSON } from "../../contract.gen";
import { el } from "../../ui/dom";
import type { T } from "../../ui/text";
import { labelled, menu } from "./controls";
import { clearFormError, showFormError } from "./hand";

/** A preset as the hook embeds it for the score pad. */
export interface PadPreset {
  id: string; min_players: number; max_players: number; teams: boolean; single_hand: boolean;
  targets: Record<string, number | null>;
  /** Whether the table may choose the target (the engine's rules op says). */
  target_adjustable: boolean;
  /** The tile set, highest first (the engine's). */
  tiles: string[];
}

/** What the set-up asks for: the rules (a preset, the preset with a target, or a custom set's text). */
export interface SetupChoice {
  rules: RulesJSON; custom: string; players: number; names: string[]; opener: number;
}

/** Draw the set-up into `form`; `onStart` gets what the reader chose. */
export function renderSetup(form: HTMLFormElement, presets: Record<string, PadPreset>, t: T, onStart: (choice: SetupChoice) => void): void {
  form.replaceChildren();
  form.append(el("h2", "", t("ui.score.setup")));
  const ids = Object.keys(presets);
  const system = menu(ids.map((id): [string, string] => [id, t(`preset.${id}.name`)]), ids[0] ?? "");
  system.name = "system";
  const custom = el("input", "domino-scorepad__text domino-scorepad__custom");
  custom.type = "text";
  custom.name = "custom";
  custom.autocomplete = "off";
  custom.spellcheck = false;
  const fromAddress = /(?:^\?|&)c=([^&]*)/.exec(location.search);
  if (fromAddress?.[1]) custom.value = decodeURIComponent(fromAddress[1]);
  const players = menu([], "2");
  players.name = "players";
  const details = el("div", "domino-scorepad__setup-details");
  const start = el("button", "md-button md-button--primary domino-scorepad__start", t("ui.score.start"));
  start.type = "submit";
  form.append(labelled(t("ui.score.system"), system), labelled(t("ui.score.custom"), custom),
    labelled(t("ui.score.players"), players), details, start);

  const rulesNow = (): PadPreset | undefined => presets[system.value];
  const names: string[] = [];
  const fill = (): void => {
    const preset = rulesNow();
    if (!preset) return;
    const count = Math.min(Math.max(Number(players.value) || 2, preset.min_players), preset.max_players);
    players.replaceChildren();
    for (let p = preset.min_players; p <= preset.max_players; p++) {
      const o = el("option", "", String(p));
      o.value = String(p);
      players.append(o);
    }
    players.value = String(count);
    for (const input of details.querySelectorAll<HTMLInputElement>(".domino-scorepad__name")) {
      names[Number(input.dataset.seat)] = input.value;
    }
    details.replaceChildren();
    for (let seat = 0; seat < count; seat++) {
      const input = el("input", "domino-scorepad__text domino-scorepad__name");
      input.type = "text";
      input.maxLength = 40;
      input.autocomplete = "off";
      input.dataset.seat = String(seat);
      input.value = names[seat] ?? "";
      details.append(labelled(t("ui.score.name", { player: seat + 1 }), input));
    }
    if (preset.teams) details.append(el("p", "domino-scorepad__note", t("ui.score.teams_note")));
    if (preset.single_hand) {
      details.append(el("p", "domino-scorepad__note", t("ui.score.single_hand")));
    } else if (preset.target_adjustable) {
      const target = el("input", "domino-scorepad__number domino-scorepad__target");
      target.type = "number";
      target.min = "1";
      target.max = "1000";
      target.inputMode = "numeric";
      target.value = String(preset.targets[String(count)]);
      details.append(labelled(t("ui.score.target"), target));
    } else {
      details.append(el("p", "domino-scorepad__note", t("ui.score.target_fixed", { points: preset.targets[String(count)] ?? 0 })));
    }
    // each player by the name typed for them (else "Player 2"), as soon as it is typed
    const nameFor = (seat: number): string => names[seat]?.trim() || t("ui.player", { player: seat + 1 });
    // a match of a set number of hands, under any system (won on points, or on hands won)
    const hands = el("input", "domino-scorepad__number domino-scorepad__hands");
    hands.type = "number";
    hands.min = "1";
    hands.max = "100";
    hands.inputMode = "numeric";
    details.append(labelled(t("ui.score.fixed_hands"), hands));
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
  };
  system.addEventListener("change", fill);
  players.addEventListener("change", fill);
  // rules from the address (?c=preset,field:value…&p=players, as "Our table's rules" links them):
  // the system menu shows their preset, the players menu their number
  const linkedPreset = custom.value.split(",")[0] ?? "";
  if (linkedPreset in presets) system.value = linkedPreset;
  const linkedPlayers = /(?:^\?|&)p=(\d{1,2})(?:&|$)/.exec(location.search)?.[1];
  if (linkedPlayers) players.replaceChildren(new Option(linkedPlayers, linkedPlayers));
  players.value = linkedPlayers ?? players.value;
  fill();
  form.onsubmit = (event) => {
    event.preventDefault();
    clearFormError(form);
    const count = Number(players.value);
    let rules: RulesJSON = system.value;
    const target = details.querySelector<HTMLInputElement>(".domino-scorepad__target");
    const hands = details.querySelector<HTMLInputElement>(".domino-scorepad__hands")?.value.trim() ?? "";
    if (!custom.value.trim() && hands) {
      // a set number of hands instead of a target: the engine names a number it cannot take
      rules = { preset: system.value, target_points: {}, target_hands: /^\d+$/.test(hands) ? Number(hands) : hands };
    } else if (!custom.value.trim() && target) {
      const text = target.value.trim();
      if (!text) {
        // a blank target: said at its field, in the reader's language
        showFormError(form, t("ui.score.target_missing"), { control: target });
        return;
      }
      const points = /^\d+$/.test(text) ? Number(text) : text; // not a number: the engine names it
      if (points !== rulesNow()?.targets[String(count)]) rules = { preset: system.value, target_points: { 2: points } };
    }
    onStart({
      rules, custom: custom.value.trim(), players: count,
      names: [...details.querySelectorAll<HTMLInputElement>(".domino-scorepad__name")].map((input) => input.value.trim()),
      opener: Number(details.querySelector<HTMLSelectElement>(".domino-scorepad__opener")?.value ?? 0),
    });
  };
}
