import type { ReactNode } from "react";
import { BRAND_SCALE, HEADER_BLOCKS, INK, THEME_COLOR } from "../data/tokens";
import { DsBlock, DsSubheading, Token } from "./ds-block";

/** A colour's card: a sample of it (`sample`: its classes) over the token's name and hex value. */
function Swatch({ name, hex, sample, children }: { name: string; hex: string; sample: string; children: ReactNode }) {
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
      <div className={sample}>{children}</div>
      <div className="p-3">
        <p className="text-sm font-bold">{name}</p>
        <p className="font-mono text-xs text-ink/70 uppercase">{hex}</p>
      </div>
    </li>
  );
}

export function Colors() {
  return (
    <DsBlock
      id="colours"
      title="Colours"
      lead="A lime brand scale built around one theme colour, a near-black ink for text, and five bright header blocks."
    >
      <div className="grid items-stretch gap-6 md:grid-cols-2">
        <div className="flex flex-col justify-end rounded-3xl bg-brand-500 p-6 text-ink">
          <p className="text-sm font-semibold">Theme colour</p>
          <p className="mt-1 font-mono text-3xl font-black">{THEME_COLOR}</p>
          <p className="mt-3 text-sm">
            <Token>brand-500</Token> · the browser theme colour. Carries ink text, never white.
          </p>
        </div>
        <div className="flex flex-col justify-end rounded-3xl bg-ink p-6 text-white">
          <p className="text-sm font-semibold text-white/80">Ink</p>
          <p className="mt-1 font-mono text-3xl font-black">{INK.hex.toUpperCase()}</p>
          <p className="mt-3 text-sm text-white/80">
            Body text at 75–85% opacity, headings at full strength. Footer background.
          </p>
        </div>
      </div>

      <div className="mt-10">
        <DsSubheading>Brand scale and ink</DsSubheading>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {[...BRAND_SCALE, INK].map((token) => (
            <Swatch
              key={token.name}
              name={token.name}
              hex={token.hex}
              sample={`flex items-end p-3 h-20 ${token.swatch} ${token.onSwatch === "white" ? "text-white" : "text-ink"}`}
            >
              <span className="text-sm font-bold">Aa</span>
            </Swatch>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink/70">
          Text on white uses <Token>brand-700</Token> or darker. <Token>brand-50</Token> is the alternate section
          background, <Token>brand-950</Token> the dark one.
        </p>
      </div>

      <div className="mt-10">
        <DsSubheading>Header blocks</DsSubheading>
        <p className="-mt-2 mb-4 text-sm text-ink/70">
          Every page header sits on one of these, with ink text. This page opens on lime.
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {HEADER_BLOCKS.map((token) => (
            <Swatch
              key={token.color}
              name={token.name}
              hex={token.hex}
              sample={`flex h-24 items-end p-3 ${token.swatch}`}
            >
              <span className="text-lg font-black">{token.label}</span>
            </Swatch>
          ))}
        </ul>
      </div>
    </DsBlock>
  );
}
