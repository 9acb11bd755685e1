/**
 * What the players and pages show of a move's instructions (contracts/movement-instructions.ts), with no zod: the
 * embed player's script carries this file and must stay small.
 */
export interface TaughtDose {
  amount: number;
  unit: "seconds" | "repetitions" | "breaths";
  eachSide: boolean;
}

/** "5 repetitions", "7 seconds each side", "3 slow breaths", "1 repetition". */
export function doseText(dose: TaughtDose): string {
  const plural = dose.amount !== 1;
  const unit =
    dose.unit === "breaths" ? (plural ? "slow breaths" : "slow breath") : plural ? dose.unit : dose.unit.slice(0, -1);
  return `${dose.amount} ${unit}${dose.eachSide ? " each side" : ""}`;
}
