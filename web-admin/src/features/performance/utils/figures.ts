import { formatRate } from "./change";

/** The figures a report has for a period or a row (the table sorts by each of them). */
export type Figure = "views" | "ctaClicks" | "ctaRate";

const count = (value: number) => value.toLocaleString("en-US");

/**
 * The figures, in the order the totals, the table and the CSV show them: how the screen names and writes each,
 * and its CSV column and value (counts as they are, the rate as a fraction to four places).
 */
export const FIGURES: readonly {
  figure: Figure;
  label: string;
  text(value: number): string;
  csvName: string;
  csvText(value: number): string | number;
}[] = [
  { figure: "views", label: "Views", text: count, csvName: "views", csvText: (value) => value },
  { figure: "ctaClicks", label: "Store clicks", text: count, csvName: "store_clicks", csvText: (value) => value },
  {
    figure: "ctaRate",
    label: "Click rate",
    text: formatRate,
    csvName: "click_rate",
    csvText: (rate) => rate.toFixed(4),
  },
];
