import { CLAIMS } from "@movebreak/shared/constants";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { DsBlock, Token } from "./ds-block";

function CardLabel({ name, token }: { name: string; token: string }) {
  return (
    <p className="mt-3 text-sm text-ink/70">
      <span className="font-semibold text-ink">{name}</span> · <Token>{token}</Token>
    </p>
  );
}

export function Cards() {
  return (
    <DsBlock
      id="cards"
      look="alternate"
      title="Cards"
      lead="Large radii, a hairline ring instead of a border, and at most a small shadow. Cards sit on white or on the alternate lime tint."
    >
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <li className="flex flex-col">
          <article className="flex-1 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
            <div aria-hidden="true" className="flex aspect-[16/10] items-center justify-center bg-brand-50">
              <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-500 text-3xl font-black">
                W
              </span>
            </div>
            <div className="p-5">
              <h3 className="font-bold">Watts</h3>
              <p className="mt-1 text-sm text-ink/75">Every movement adds up to one daily score.</p>
            </div>
          </article>
          <CardLabel name="Feature card" token="rounded-3xl ring-1" />
        </li>
        <li className="flex flex-col">
          <div className="flex-1 rounded-3xl bg-brand-950 p-6 text-white">
            <p className="text-4xl font-black tracking-tight text-brand-400">{CLAIMS.users}</p>
            <p className="mt-2 text-white/80">people moving more every day</p>
          </div>
          <CardLabel name="Stat card" token="bg-brand-950" />
        </li>
        <li className="flex flex-col">
          <div className="flex-1 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <span aria-hidden="true" className="text-5xl leading-none font-black text-brand-600">
              1
            </span>
            <h3 className="mt-3 font-bold">Choose your apps</h3>
            <p className="mt-1 text-sm text-ink/75">Pick the ones that keep you in the chair.</p>
          </div>
          <CardLabel name="Step card" token="text-brand-600" />
        </li>
        <li className="flex flex-col">
          <div className="flex-1">
            <TestimonialCard
              testimonial={{ quote: "One minute, and I'm back at it.", author: "Mia", role: "Designer" }}
            />
          </div>
          <CardLabel name="Testimonial card" token="TestimonialCard" />
        </li>
      </ul>
    </DsBlock>
  );
}
