import { BRAND } from "@movebreak/shared/brand";
import { DownloadCta } from "@/components/ui/download-cta";
import { HeaderBlock } from "@/components/ui/header-block";
import { AboutArt } from "@/features/about/components/about-art";
import { AboutManifesto } from "@/features/about/components/about-manifesto";
import { AboutTestimonials } from "@/features/about/components/about-testimonials";
import { OtherApps } from "@/features/about/components/other-apps";
import { Philosophy } from "@/features/about/components/philosophy";
import { Recognition } from "@/features/about/components/recognition";

/** /about-{product}: who we are and what we believe. */
export function AboutRoute() {
  return (
    <>
      <HeaderBlock
        color="purple"
        art={<AboutArt />}
        eyebrow={`About ${BRAND.name}`}
        title="Movement for people who hate the gym"
        lead="We help people who sit a lot move a little, often. Since 2017, one minute at a time."
      />
      <AboutManifesto />
      <Philosophy />
      <OtherApps />
      <Recognition />
      <AboutTestimonials />
      <DownloadCta
        id="about-download-heading"
        title="Come and move with us"
        text="Join the people who stopped waiting for the perfect workout and started with one minute."
      />
    </>
  );
}
