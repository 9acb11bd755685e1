import { TYPE_SCALE } from "../data/tokens";
import { DsBlock, Token } from "./ds-block";

export function Typography() {
  return (
    <DsBlock
      id="typography"
      look="alternate"
      title="Typography"
      lead="One system sans-serif stack, heavy weights for headings, balanced headings and pretty-wrapped paragraphs."
    >
      <ul className="divide-y divide-ink/10 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
        {TYPE_SCALE.map((style) => (
          <li key={style.name} className="grid gap-3 p-6 md:grid-cols-[14rem_1fr] md:items-center">
            <div>
              <p className="font-bold">{style.name}</p>
              <p className="mt-1 break-words">
                <Token>{style.classes}</Token>
              </p>
            </div>
            <p className={`text-balance ${style.classes}`}>{style.sample}</p>
          </li>
        ))}
      </ul>
    </DsBlock>
  );
}
