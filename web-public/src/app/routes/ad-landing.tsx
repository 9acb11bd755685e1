import { DownloadCta } from "@/components/ui/download-cta";
import { StoreButton } from "@/components/ui/store-button";
import { AdStats } from "@/features/ad-landing/components/ad-stats";
import { AdTestimonials } from "@/features/ad-landing/components/ad-testimonials";
import { LockMoveUnlock } from "@/features/ad-landing/components/lock-move-unlock";
import { Urgency } from "@/features/ad-landing/components/urgency";
import { WarningHero } from "@/features/ad-landing/components/warning-hero";

/** /index-2: the ad-style landing page. */
export function AdLandingRoute() {
  return (
    <>
      <WarningHero />
      <AdStats />
      <LockMoveUnlock />
      <AdTestimonials />
      <Urgency />
      <DownloadCta
        id="ad-download-heading"
        title="Get up. Get moving. Get your apps back."
        text="Download the app, choose the apps that keep you seated, and let one-minute moves do the rest."
        secondary={
          <StoreButton variant="light" size="lg" className="w-full sm:w-auto">
            Download on the App Store
          </StoreButton>
        }
      />
    </>
  );
}
