import { DownloadCta } from "@/components/ui/download-cta";
import { HeaderBlock } from "@/components/ui/header-block";
import { ChairAlarm } from "@/features/chair-trap/components/chair-alarm";
import { ChairTrapArticle } from "@/features/chair-trap/components/chair-trap-article";

/** /the-chair-trap: the sitting health-risk article. */
export function ChairTrapRoute() {
  return (
    <>
      <HeaderBlock
        color="red"
        art={<ChairAlarm />}
        eyebrow="Health"
        title="The Chair Trap"
        lead="The average person sits 9.5 hours a day. Here is how a day of chairs takes hold, what it does to your body, and the surprisingly small habit that breaks it."
      />
      <ChairTrapArticle />
      <DownloadCta
        id="chair-trap-download-heading"
        title="Break the trap, one minute at a time"
        text="Let your apps remind you in a way you cannot swipe away. Try it free for 7 days."
      />
    </>
  );
}
