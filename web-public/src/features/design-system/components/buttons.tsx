import { type ButtonSize, type ButtonVariant, buttonClass } from "@/components/ui/button-styles";
import { ArrowRightIcon } from "@/components/ui/icons";
import { StoreButton } from "@/components/ui/store-button";
import { DsBlock, DsSubheading, Token } from "./ds-block";

const VARIANTS: readonly ButtonVariant[] = ["primary", "secondary", "dark"];
const SIZES: readonly ButtonSize[] = ["sm", "md", "lg"];

export function Buttons() {
  return (
    <DsBlock
      id="buttons"
      title="Buttons"
      lead="Fully rounded, semibold, with a visible focus ring. Primary is lime with ink text; every download button goes through the store button, which sends the analytics event first."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
          <DsSubheading>Variants</DsSubheading>
          <ul className="flex flex-wrap items-center gap-3">
            {VARIANTS.map((variant) => (
              <li key={variant}>
                <button type="button" className={buttonClass(variant, "md")}>
                  {variant.charAt(0).toUpperCase() + variant.slice(1)}
                </button>
              </li>
            ))}
          </ul>
          <DsSubheading className="mt-8">Sizes</DsSubheading>
          <ul className="flex flex-wrap items-center gap-3">
            {SIZES.map((size) => (
              <li key={size}>
                <button type="button" className={buttonClass("primary", size)}>
                  Size {size.toUpperCase()}
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink/70">
            <Token>buttonClass(variant, size)</Token> styles buttons and links alike.
          </p>
        </div>
        <div className="on-dark rounded-3xl bg-brand-950 p-6 text-white">
          <h3 className="mb-4 text-sm font-bold tracking-wider text-white/75 uppercase">On dark sections</h3>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={buttonClass("primary", "md")}>
              Primary
            </button>
            <button type="button" className={buttonClass("light", "md")}>
              Light
            </button>
          </div>
          <h3 className="mt-8 mb-4 text-sm font-bold tracking-wider text-white/75 uppercase">Store button</h3>
          <div className="flex flex-wrap items-center gap-3">
            <StoreButton />
            <StoreButton variant="light">
              Download the App
              <ArrowRightIcon />
            </StoreButton>
          </div>
        </div>
      </div>
    </DsBlock>
  );
}
