export type WattsSource =
  | "steps"
  | "stairs"
  | "activeCalories"
  | "exerciseMinutes"
  | "standing"
  | "inAppMoves"
  | "housework"
  | "dancing"
  | "playing";

export interface WattsRate {
  activity: string;
  /** How much of the activity earns `watts`. */
  per: number;
  unit: string;
  units: string;
  watts: number;
  /** Where the Watts come from: the phone's motion sensors, a log in the app, or a watch through Apple Health. */
  countedBy: CountedBy;
}

export type CountedBy = "phone" | "app" | "watch";

export const COUNTED_BY_LABELS: Readonly<Record<CountedBy, string>> = {
  phone: "Phone",
  app: "In the app",
  watch: "Watch",
};

/** The Watts conversion list: how everyday movement turns into the app's one score. */
export const WATTS_RATES: Readonly<Record<WattsSource, WattsRate>> = {
  steps: { activity: "Steps", per: 100, unit: "step", units: "steps", watts: 5, countedBy: "phone" },
  stairs: { activity: "Stairs", per: 1, unit: "flight", units: "flights", watts: 10, countedBy: "phone" },
  inAppMoves: { activity: "In-app exercises", per: 1, unit: "1-minute move", units: "1-minute moves", watts: 20, countedBy: "app" },
  housework: { activity: "Housework", per: 1, unit: "minute", units: "minutes", watts: 5, countedBy: "app" },
  dancing: { activity: "Dancing", per: 1, unit: "minute", units: "minutes", watts: 8, countedBy: "app" },
  playing: { activity: "Playing with kids or pets", per: 1, unit: "minute", units: "minutes", watts: 6, countedBy: "app" },
  activeCalories: { activity: "Active calories", per: 1, unit: "calorie", units: "calories", watts: 1, countedBy: "watch" },
  exerciseMinutes: { activity: "Exercise minutes", per: 1, unit: "minute", units: "minutes", watts: 5, countedBy: "watch" },
  standing: { activity: "Standing time", per: 1, unit: "hour with standing", units: "hours with standing", watts: 15, countedBy: "watch" },
};

export interface DayEntry {
  time: string;
  what: string;
  source: WattsSource;
  /** In the rate's unit: steps, flights, moves, minutes, calories or hours. */
  amount: number;
}

export interface ExampleDay {
  id: string;
  title: string;
  who: string;
  /** True when the day is counted with a watch as well as the phone. */
  watch: boolean;
  entries: readonly DayEntry[];
}

/** The goal both example days reach. */
export const EXAMPLE_DAY_GOAL = 1000;

export function wattsOf(entry: DayEntry): number {
  const rate = WATTS_RATES[entry.source];
  return (entry.amount / rate.per) * rate.watts;
}

const number = (value: number) => value.toLocaleString("en-US");

/** "5 Watts per 100 steps", "10 Watts per flight". */
export function rateText({ per, unit, units, watts }: WattsRate): string {
  const earned = `${watts} ${watts === 1 ? "Watt" : "Watts"}`;
  return per === 1 ? `${earned} per ${unit}` : `${earned} per ${number(per)} ${units}`;
}

/** "2,400 steps", "1 flight". */
export function amountText(entry: DayEntry): string {
  const rate = WATTS_RATES[entry.source];
  return `${number(entry.amount)} ${entry.amount === 1 ? rate.unit : rate.units}`;
}

export function totalWatts(day: ExampleDay): number {
  return day.entries.reduce((sum, entry) => sum + wattsOf(entry), 0);
}

/** Two real-life days, one counted by a phone alone, one with a watch; each adds up to exactly 1,000 Watts. */
export const EXAMPLE_DAYS: readonly ExampleDay[] = [
  {
    id: "phone-only",
    title: "Sam's day, phone only",
    who: "Accountant, office three days a week, phone in pocket",
    watch: false,
    entries: [
      { time: "07:40", what: "Walk to the station", source: "steps", amount: 2400 },
      { time: "08:50", what: "Stairs to the 4th floor", source: "stairs", amount: 4 },
      { time: "09:00–17:00", what: "Six 1-minute moves at the desk", source: "inAppMoves", amount: 6 },
      { time: "12:30", what: "Lunch walk round the park", source: "steps", amount: 3000 },
      { time: "15:10", what: "Stairs instead of the lift", source: "stairs", amount: 4 },
      { time: "17:30", what: "The long way home", source: "steps", amount: 2800 },
      { time: "18:30", what: "Cooking and tidying up", source: "housework", amount: 30 },
      { time: "19:45", what: "Kitchen dance party", source: "dancing", amount: 15 },
      { time: "20:30", what: "Tug of war with the dog", source: "playing", amount: 20 },
    ],
  },
  {
    id: "with-watch",
    title: "Maya's day, with a watch",
    who: "Product manager, works from home, wears an Apple Watch",
    watch: true,
    entries: [
      { time: "08:15", what: "School run on foot", source: "steps", amount: 4000 },
      { time: "All day", what: "Active calories burned", source: "activeCalories", amount: 200 },
      { time: "09:00–17:00", what: "On her feet at least once an hour", source: "standing", amount: 8 },
      { time: "10:00–16:00", what: "Five 1-minute moves between calls", source: "inAppMoves", amount: 5 },
      { time: "12:45", what: "Brisk walk at lunch", source: "exerciseMinutes", amount: 20 },
      { time: "17:30", what: "Vacuuming and laundry", source: "housework", amount: 20 },
      { time: "18:00", what: "Hide and seek with the kids", source: "playing", amount: 30 },
    ],
  },
];
