import { HeaderBlock } from "@/components/ui/header-block";
import { TermsAccount } from "@/features/terms/components/terms-account";
import { TermsArt } from "@/features/terms/components/terms-art";
import { TermsContents } from "@/features/terms/components/terms-contents";
import { TermsPreviews } from "@/features/terms/components/terms-previews";
import { TermsPrivacy } from "@/features/terms/components/terms-privacy";
import { TermsUsing } from "@/features/terms/components/terms-using";
import { PRIVACY_LAST_UPDATED } from "@/features/terms/data/terms-outline";

/** /terms: the terms of use and the privacy policy. */
export function TermsRoute() {
  return (
    <>
      <HeaderBlock
        color="pink"
        art={<TermsArt />}
        eyebrow="Legal"
        title="Terms & Privacy"
        lead="The rules of using the app and what we do with your data, written to be read."
      >
        <p className="inline-flex rounded-2xl bg-white/70 px-4 py-2 text-sm font-semibold sm:rounded-full">
          Privacy policy last updated {PRIVACY_LAST_UPDATED}
        </p>
      </HeaderBlock>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8">
        <div>
          <TermsContents />
        </div>
        <div className="max-w-3xl space-y-12">
          <TermsUsing />
          <TermsPrivacy />
          <TermsAccount />
        </div>
      </div>
      <TermsPreviews />
    </>
  );
}
