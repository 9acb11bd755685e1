import { BRAND } from "@movebreak/shared/brand";

export interface Winner {
  category: string;
  /** The winning app's name. The other winners are invented examples (docs/decisions.md, issue 18). */
  name: string;
  /** What it did for people that year. */
  winner: string;
  ours?: boolean;
}

/** The 2020 honours, as we tell the story of the year. */
export const WINNERS_2020: readonly Winner[] = [
  {
    category: "App of the Year",
    name: BRAND.name,
    winner: "1-minute movement breaks for people who sit a lot",
    ours: true,
  },
  {
    category: "iPad App of the Year",
    name: "Gather Room",
    winner: "A video-calling app that kept classrooms, offices and families talking",
  },
  { category: "Mac App of the Year", name: "Daybook", winner: "A calendar that helped people make sense of a very strange year" },
  { category: "Apple TV App of the Year", name: "Reelhouse", winner: "A streaming service that brought family film night home" },
  { category: "Game of the Year", name: "Farwind", winner: "An open-world adventure millions explored from their sofas" },
  {
    category: "Apple Arcade Game of the Year",
    name: "Pocket Burrow",
    winner: "A cosy, funny adventure made for playing in short bursts",
  },
];

export interface StoryBeat {
  when: string;
  title: string;
  text: string;
}

export const AWARD_STORY: readonly StoryBeat[] = [
  {
    when: "2017",
    title: "A simple idea",
    text: `${BRAND.name} is founded to help office workers move in one-minute pieces, right at their desks.`,
  },
  {
    when: "Early 2020",
    title: "The office moves home",
    text: "Overnight, kitchen tables become desks. The walk to the meeting room, the commute, the coffee run: gone. People sit more than ever.",
  },
  {
    when: "All year",
    title: "Moving, together, apart",
    text: "Our users turn short breaks into a daily ritual: a minute for their necks between video calls, a dance with the kids after school.",
  },
  {
    when: "Year's end",
    title: "App of the Year",
    text: `Apple names ${BRAND.name} one of its Apps of the Year for 2020, for helping people stay active in a year spent at home.`,
  },
];
