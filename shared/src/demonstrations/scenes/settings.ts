import type { SvgNode } from "../figure";
import { homeGym, party, studio } from "./active";
import { bedroom, hallway, kitchen, livingRoom } from "./home";
import { balcony, cafe, garden, library, park, train } from "./places";
import type { Room } from "./room";
import { homeOffice, meetingRoom, openOffice, standingDesk } from "./work";

interface Setting {
  /** Where the figure is, in words, for the artwork's alt text ("in a home office"). */
  words: string;
  draw: (room: Room) => SvgNode[];
}

/** Every place the kit can draw: a routine's setting is one of these. */
export const SETTINGS = {
  cafe: { words: "at a café table", draw: cafe },
  officeParty: { words: "at an office party", draw: (room) => party(room, false) },
  homeParty: { words: "at a living-room party", draw: (room) => party(room, true) },
  homeOffice: { words: "in a home office", draw: (room) => homeOffice(room, "trees") },
  meetingTable: { words: "at a meeting-room table", draw: (room) => meetingRoom(room, true) },
  meetingWhiteboard: { words: "by a meeting-room whiteboard", draw: (room) => meetingRoom(room, false) },
  openOffice: { words: "in an open-plan office", draw: openOffice },
  homeGym: { words: "in a home gym", draw: homeGym },
  library: { words: "in a library", draw: library },
  bedroom: { words: "in a bedroom", draw: bedroom },
  livingRoom: { words: "in a living room", draw: (room) => livingRoom(room, true) },
  readingCorner: { words: "by a living-room bookcase", draw: (room) => livingRoom(room, false) },
  standingDeskOffice: { words: "at a standing desk in an office", draw: (room) => standingDesk(room, false) },
  standingDeskHome: { words: "at a standing desk at home", draw: (room) => standingDesk(room, true) },
  yogaStudio: { words: "in a yoga studio", draw: (room) => studio(room, false) },
  barreStudio: { words: "in a studio with a mirror and barre", draw: (room) => studio(room, true) },
  park: { words: "in a park", draw: park },
  hallway: { words: "in a hallway at home", draw: hallway },
  kitchen: { words: "at a kitchen table", draw: kitchen },
  balcony: { words: "on a city balcony", draw: balcony },
  train: { words: "on a commuter train", draw: train },
  garden: { words: "in a garden", draw: garden },
} satisfies Record<string, Setting>;

export type SettingId = keyof typeof SETTINGS;
