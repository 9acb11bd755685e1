import { BRAND } from "@movebreak/shared/brand";
import { CLAIMS } from "@movebreak/shared/constants";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { usePublicConfig } from "@/config/public-config-context";
import { scrollToTop } from "@/lib/scroll";
import { TERMS_CHAPTERS } from "../data/terms-outline";
import { TermsSection } from "./terms-section";

/** Chapters 1 to 3: the agreement, the safety agreement and notifications. */
export function TermsUsing() {
  const { companyName } = usePublicConfig();
  return (
    <>
      <TermsSection chapter={TERMS_CHAPTERS.agreement} number={1}>
        <p>
          These terms are an agreement between you and {companyName.replace(/\.$/, "")} (“we”, “us”) about the{" "}
          {BRAND.name} app for iPhone, iPad, Mac and Apple Watch, and this website. By downloading or using the app you
          accept these terms and the privacy policy on this page.
        </p>
        <p>
          <strong>A subscription is required to use the app.</strong> The annual and monthly plans start with a{" "}
          {CLAIMS.trialDays}-day free trial; you can also choose a weekly plan or a one-off lifetime purchase. Current
          prices are on our{" "}
          <Link to={hrefOf("pricing")} onClick={scrollToTop}>
            pricing page
          </Link>{" "}
          and in the app before you buy.
        </p>
      </TermsSection>

      <TermsSection chapter={TERMS_CHAPTERS.safety} number={2}>
        <p>
          Our moves are short and gentle, but every physical activity carries some risk. By using {BRAND.name} you agree
          that:
        </p>
        <ul>
          <li>
            you will check with a doctor before you start if you have a medical condition, an injury, are pregnant or
            are unsure whether exercise is right for you;
          </li>
          <li>you will stop straight away if you feel pain, dizziness, or shortness of breath;</li>
          <li>
            you will make sure your space is safe: a stable chair (ideally without wheels) for seated moves, and room
            around you for standing ones;
          </li>
          <li>
            the app and this website give general information, not medical advice, and do not replace a doctor or
            physiotherapist.
          </li>
        </ul>
        <p>You choose which moves to do and how hard to push, and you do them at your own risk.</p>
      </TermsSection>

      <TermsSection chapter={TERMS_CHAPTERS.notifications} number={3}>
        <p>
          Notifications are optional. If you allow them, we use them for movement reminders, Sit Guard nudges, and
          updates on your streaks and daily goal. You can turn them off at any time in your device's Settings; the app
          keeps working, but reminders will no longer reach you.
        </p>
      </TermsSection>
    </>
  );
}
