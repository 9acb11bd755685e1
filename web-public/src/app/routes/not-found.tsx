import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button-styles";
import { Section } from "@/components/ui/section";

export function NotFoundRoute() {
  return (
    <Section padding="lg" className="text-center">
      <p className="text-7xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink/75">
        This page has moved on, or it never existed. Take a stretch and head back home.
      </p>
      <Link to={hrefOf("home")} className={buttonClass("primary", "md", "mt-8")}>
        Back to Home
      </Link>
    </Section>
  );
}
