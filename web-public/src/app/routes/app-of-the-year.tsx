import { BRAND } from "@movebreak/shared/brand";
import { DownloadCta } from "@/components/ui/download-cta";
import { HeaderBlock } from "@/components/ui/header-block";
import { AwardStory } from "@/features/app-of-the-year/components/award-story";
import { AwardBlock, PhysicalAward } from "@/features/app-of-the-year/components/physical-award";
import { WinnersList } from "@/features/app-of-the-year/components/winners-list";

/** /{product}-app-of-the-year: the 2020 award story. */
export function AppOfTheYearRoute() {
  return (
    <>
      <HeaderBlock
        color="orange"
        art={<AwardBlock className="mx-auto w-52 drop-shadow-2xl" />}
        eyebrow="Award · 2020"
        title={`${BRAND.name}: App of the Year 2020`}
        lead="In the year everyone sat down, Apple named the app that got them moving again one of its Apps of the Year."
      />
      <AwardStory />
      <WinnersList />
      <PhysicalAward />
      <DownloadCta
        id="aoty-download-heading"
        title="See what the award was for"
        text="Try the award-winning app free for 7 days, and take your first one-minute break today."
      />
    </>
  );
}
