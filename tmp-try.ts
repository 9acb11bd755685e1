import { loadFixtures, generatorInput, successiveTopics } from "./services/src/pages/generation/test-fixtures";
import { renderTemplatePage } from "./services/src/pages/generation/template-generator";
import { writeMetadata } from "./services/src/pages/generation/write-metadata";
import { allTopics } from "./services/src/pages/generation/select-topic";
const f = await loadFixtures();
console.log("indexable topics", allTopics(f.matrix).length);
const only = process.argv[3];
for (const t of successiveTopics(f.matrix, Number(process.argv[2] ?? 3))) {
  if (only && t.slug !== only) continue;
  const input = generatorInput(t, f);
  const md = renderTemplatePage(input);
  const meta = writeMetadata(t, input.keywords, md, "https://x");
  console.log("=====", t.slug, "|", t.demographic.label, "|", t.timeFactor?.label, "|", meta.seoTitle, "|", meta.heroHeadline, "| words", md.split(/\s+/).length);
  if (only) console.log(md);
}
