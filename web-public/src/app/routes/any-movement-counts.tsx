import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { DownloadCta } from "@/components/ui/download-cta";
import { HeaderBlock } from "@/components/ui/header-block";
import { ConversionList } from "@/features/any-movement-counts/components/conversion-list";
import { ExampleDays } from "@/features/any-movement-counts/components/example-days";
import { Manifesto } from "@/features/any-movement-counts/components/manifesto";
import { WattsDial } from "@/features/any-movement-counts/components/watts-dial";
import { WithAndWithoutWatch } from "@/features/any-movement-counts/components/with-and-without-watch";
import { scrollToTop } from "@/lib/scroll";

/** /any-movement-counts: the Watts manifesto. */
export function AnyMovementCountsRoute() {
  return (
    <>
      <HeaderBlock
        color="lime"
        eyebrow="Manifesto"
        art={<WattsDial />}
        title="Any movement counts"
        lead="Steps, stairs, housework, dancing, chasing the kids round the garden. If your body moved, it counts, and we turn all of it into one score: Watts."
      />
      <Manifesto />
      <ConversionList />
      <WithAndWithoutWatch />
      <ExampleDays />
      <DownloadCta
        id="amc-download-heading"
        title="Start counting every move"
        text="Set a daily Watts goal that suits you and watch ordinary life fill it. Free for 7 days."
        secondary={
          <Link
            to={hrefOf("movements")}
            onClick={scrollToTop}
            className={buttonClass("light", "lg", "w-full sm:w-auto")}
          >
            Try a move online
          </Link>
        }
      />
    </>
  );
}
