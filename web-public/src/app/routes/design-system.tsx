import { BRAND } from "@movebreak/shared/brand";
import { HeaderBlock } from "@/components/ui/header-block";
import { Buttons } from "@/features/design-system/components/buttons";
import { Cards } from "@/features/design-system/components/cards";
import { Colors } from "@/features/design-system/components/colors";
import { DsContents } from "@/features/design-system/components/ds-contents";
import { Grid } from "@/features/design-system/components/grid";
import { PaletteArt } from "@/features/design-system/components/palette-art";
import { Typography } from "@/features/design-system/components/typography";

/** /design-system: the site's own tokens and components, shown live. */
export function DesignSystemRoute() {
  return (
    <>
      <HeaderBlock
        color="lime"
        art={<PaletteArt />}
        eyebrow="Design system"
        title={`The building blocks of ${BRAND.name}`}
        lead="Colours, type, buttons, cards and grid: the same tokens and components every page of this site is made of."
      />
      <DsContents />
      <Colors />
      <Typography />
      <Buttons />
      <Cards />
      <Grid />
    </>
  );
}
