/**
 * Spelling and grammar as retext reads them: retext-english, retext-spell (dictionary-en, the reviewed
 * allow-list), retext-indefinite-article ("a hour") and retext-repeated-words ("the the"). Building the
 * dictionary takes about 250 ms, so the processor is made once per thread (the gate runs in the CPU pool:
 * cpu-tasks.ts `editorGate`). The pure part (what text is checked, what a finding says) is in language-text.ts.
 */
import dictionary from "dictionary-en";
import { retext } from "retext";
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextRepeatedWords from "retext-repeated-words";
import retextSpell from "retext-spell";
import { allowedForms } from "./allow-list";
import type { LanguageChecker, LanguageIssue } from "./language-text";

let processor: ReturnType<typeof buildProcessor> | undefined;

function buildProcessor() {
  return retext()
    .use(retextEnglish)
    .use(retextSpell, { dictionary, ignore: allowedForms(), max: 500 })
    .use(retextIndefiniteArticle)
    .use(retextRepeatedWords)
    .freeze();
}

const KIND = {
  "retext-spell": "spelling",
  "retext-indefinite-article": "article",
  "retext-repeated-words": "repeated-word",
} as const;

/** The checker of this thread (built on first use, then reused). */
export function languageChecker(): LanguageChecker {
  processor ??= buildProcessor();
  const ready = processor;
  return (text: string): LanguageIssue[] =>
    ready
      .processSync(text)
      .messages.filter((message) => message.ruleId !== "overflow")
      .map((message) => ({
        kind: KIND[message.source as keyof typeof KIND] ?? "spelling",
        actual: message.actual ?? "",
        expected: message.expected ?? [],
        reason: message.reason,
        line: message.line ?? 0,
      }));
}
