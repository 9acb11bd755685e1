import { useParams } from "react-router";
import { useLandingPage } from "@/features/landing-pages/api/get-landing-page";
import { LandingPageBody } from "@/features/landing-pages/components/landing-page-body";
import { LandingPageCta } from "@/features/landing-pages/components/landing-page-cta";
import { LandingPageError } from "@/features/landing-pages/components/landing-page-error";
import { LandingPageHero } from "@/features/landing-pages/components/landing-page-hero";
import { LandingPageLoading } from "@/features/landing-pages/components/landing-page-loading";
import { LandingPageRelated } from "@/features/landing-pages/components/landing-page-related";
import { isNotFoundError } from "@/lib/api-client";
import { NotFoundRoute } from "./not-found";

/**
 * /pages/{slug}. The server has already read the page into the cache, so this
 * renders at once; the loading state shows only where that read failed (a
 * failed answer is left out of the cache, dehydrateAnswers).
 */
export function LandingPageRoute() {
  const { slug = "" } = useParams();
  const { data: page, isPending, error, refetch } = useLandingPage(slug);

  if (isPending) return <LandingPageLoading />;
  if (error) return isNotFoundError(error) ? <NotFoundRoute /> : <LandingPageError onRetry={() => void refetch()} />;
  if (page === null) return <NotFoundRoute />;

  return (
    <>
      <LandingPageHero page={page} />
      <LandingPageBody html={page.html} />
      <LandingPageRelated page={page} />
      <LandingPageCta />
    </>
  );
}
