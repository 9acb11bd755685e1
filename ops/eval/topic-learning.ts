/**
 * npm run eval:topic-learning [-- --seed s --runs 300]: step 1's learning simulated (10 pain points, one converting at
 * 24 %, the others at 4 to 10 %, pages of 100 to 300 views): the share of runs on the best pain point per 50-run
 * window, over the last 100 runs, and the share of runs that explored.
 */
import { parseArgs } from "node:util";
import { SIMULATION_DEFAULTS, simulateLearning } from "../../services/src/pages/generation/topic-learning-simulation";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: SIMULATION_DEFAULTS.seed },
    runs: { type: "string", default: String(SIMULATION_DEFAULTS.runs) },
  },
});
const runs = Number(values.runs);
const figures = simulateLearning({ seed: values.seed, runs });
const percent = (share: number) => `${Math.round(share * 100)} %`;
const { window } = SIMULATION_DEFAULTS;
console.log(`${runs} runs, seed "${values.seed}": share of runs on the best pain point (24 %)`);
figures.bestShareByWindow.forEach((share, w) => {
  console.log(`  runs ${w * window + 1}-${Math.min(runs, (w + 1) * window)}: ${percent(share)}`);
});
console.log(`  last 100 runs: ${percent(figures.bestShareLast100)}`);
console.log(`Runs that explored: ${percent(figures.exploringShare)}`);
