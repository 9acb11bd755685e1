/**
 * A small reader of Prometheus' text exposition format (version 0.0.4): enough to check that an answer parses
 * and to read its families and samples. It throws on a line that is not a comment, a blank or a sample.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Family name -> its TYPE (counter, gauge, histogram, summary, untyped). */
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (\\S+)(?: -?\\d+)?$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line === "" || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`line ${index + 1} is not in the exposition format: ${line}`);
    const written = sample[3] as string;
    // Prometheus reads a value with Go's ParseFloat, which takes NaN in any case: prom-client writes "Nan" (the
    // event-loop lag between two scrapes less than its resolution apart).
    const value = /^nan$/i.test(written) ? Number.NaN : Number(written.replace(/^([+-]?)inf$/i, "$1Infinity"));
    if (Number.isNaN(value) && !/^nan$/i.test(written)) throw new Error(`line ${index + 1} has no number: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (sample[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = (raw as string).replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    }
    samples.push({ name: sample[1] as string, labels, value });
  }
  return { types, samples };
}

/** The names a family exposes: a histogram's _bucket, _sum and _count, a summary's _sum and _count too. */
export function exposedNames({ types }: Exposition): Set<string> {
  const names = new Set<string>();
  for (const [family, type] of types) {
    names.add(family);
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${family}${suffix}`);
    if (type === "summary") for (const suffix of ["_sum", "_count"]) names.add(`${family}${suffix}`);
  }
  return names;
}
