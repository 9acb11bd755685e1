import { BRAND } from "@movebreak/shared/brand";
import { TERMS_CHAPTERS } from "../data/terms-outline";
import { TermsSection } from "./terms-section";

/** Chapters 4 to 7: the privacy policy proper. */
export function TermsPrivacy() {
  return (
    <>
      <TermsSection chapter={TERMS_CHAPTERS.collected} number={4}>
        <p>We collect only what we need to run {BRAND.name}:</p>
        <ul>
          <li>
            <strong>Account.</strong> When you sign in with Apple we receive an identifier and, if you choose to share
            them, your name and email address (Apple lets you hide your real address).
          </li>
          <li>
            <strong>App activity.</strong> The moves you complete, your Watts, streaks, goals, schedule and settings, so
            the app can show your progress and sync it between your devices.
          </li>
          <li>
            <strong>Health data</strong>, only if you allow it (see Apple Health below).
          </li>
          <li>
            <strong>Purchases.</strong> Your subscription status, as the App Store reports it. We never see your payment
            details.
          </li>
          <li>
            <strong>Diagnostics.</strong> Device model, system version and crash reports, so we can fix problems.
          </li>
          <li>
            <strong>Website.</strong> Anonymous analytics on this site, such as the pages visited and clicks on download
            buttons.
          </li>
        </ul>
        <p>We do not sell your personal data, and we never use health data for advertising.</p>
      </TermsSection>

      <TermsSection chapter={TERMS_CHAPTERS.screenTime} number={5}>
        <p>
          Active Pass, the feature that locks chosen apps until you move, uses Apple's Screen Time interface. It is
          optional and only switched on if you give permission.
        </p>
        <p>
          You pick the apps in Apple's own picker. Apple hands the app anonymous tokens rather than app names, so we
          cannot see which apps you chose or how you use them, and your selection stays on your device. You can remove
          the permission at any time in Settings › Screen Time.
        </p>
      </TermsSection>

      <TermsSection chapter={TERMS_CHAPTERS.health} number={6}>
        <p>Connecting Apple Health is optional. With your permission, {BRAND.name}:</p>
        <ul>
          <li>
            <strong>reads</strong> steps, flights climbed, active calories, exercise minutes and standing time, to count
            your Watts and to tell a real walk from a long sit (smart inactivity detection);
          </li>
          <li>
            <strong>writes</strong> the movement sessions you complete, so they show up in Health next to the rest of
            your activity.
          </li>
        </ul>
        <p>
          Health data is used only to provide these features. It is never sold, never used for advertising and never
          shared for marketing. You can change each permission at any time in the Health app.
        </p>
      </TermsSection>

      <TermsSection chapter={TERMS_CHAPTERS.providers} number={7}>
        <p>We work with a small number of service providers who process data only on our behalf and instructions:</p>
        <ul>
          <li>
            <strong>Apple</strong>, for Sign in with Apple, App Store payments, Screen Time and Health;
          </li>
          <li>
            <strong>cloud hosting</strong>, to store your account and sync your progress;
          </li>
          <li>
            <strong>analytics</strong>, to understand in aggregate how the app and this website are used;
          </li>
          <li>
            <strong>customer support</strong>, to answer you when you write to us or use the chat on our support page.
          </li>
        </ul>
      </TermsSection>
    </>
  );
}
