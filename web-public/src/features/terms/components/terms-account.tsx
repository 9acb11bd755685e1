import { CLAIMS } from "@movebreak/shared/constants";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { usePublicConfig } from "@/config/public-config-context";
import { scrollToTop } from "@/lib/scroll";
import { PRIVACY_LAST_UPDATED, REFUND_SITE_URL, TERMS_CHAPTERS } from "../data/terms-outline";
import { TermsSection } from "./terms-section";

/** Chapters 8 to 10: subscriptions and refunds, deleting data, and changes. */
export function TermsAccount() {
  const { supportEmail } = usePublicConfig();
  return (
    <>
      <TermsSection chapter={TERMS_CHAPTERS.subscriptions} number={8}>
        <p>
          Subscriptions are sold and billed by Apple through your Apple Account. After a {CLAIMS.trialDays}-day free
          trial you are charged 24 hours after the trial ends. Subscriptions renew automatically unless you cancel at
          least 24 hours before the end of the current period. Cancel your trial within 3 days and you will not be
          charged anything. One subscription can be shared with up to 6 family members through Family Sharing.
        </p>
        <p>
          <strong>To manage or cancel</strong> a subscription, open Settings on your iPhone or iPad, tap your name, then
          Subscriptions. Deleting the app does not cancel a subscription.
        </p>
        <p>
          <strong>Refunds</strong> are handled by Apple, not by us, because Apple processed the payment. You can request
          one on{" "}
          <a href={REFUND_SITE_URL} target="_blank" rel="noopener noreferrer">
            Apple's refund site, reportaproblem.apple.com
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </TermsSection>

      <TermsSection chapter={TERMS_CHAPTERS.deletion} number={9}>
        <p>You can delete your account and all the data we hold about you from inside the app:</p>
        <ol>
          <li>Open the app and sign in with Apple.</li>
          <li>Continue until you reach the paywall screen (the screen that shows the plans).</li>
          <li>Choose the option to delete your data there, and confirm.</li>
        </ol>
        <p>
          Deletion is permanent. It does not cancel an active subscription (see above), and it does not remove sessions
          already written to Apple Health, which you can delete in the Health app.
        </p>
      </TermsSection>

      <TermsSection chapter={TERMS_CHAPTERS.changes} number={10}>
        <p>
          We may update these terms and this privacy policy as the app changes or the law requires. When we make an
          important change we will tell you in the app or on this page, and the date at the top will change. Continuing
          to use the app after a change means you accept the updated terms.
        </p>
        <p>
          Privacy policy last updated {PRIVACY_LAST_UPDATED}. Questions? Write to{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or visit our{" "}
          <Link to={hrefOf("support")} onClick={scrollToTop}>
            support page
          </Link>
          .
        </p>
      </TermsSection>
    </>
  );
}
