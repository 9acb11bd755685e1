import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { StoreButton } from "@/components/ui/store-button";
import { usePublicConfig } from "@/config/public-config-context";
import { openIntercom, useIntercomWidget } from "../hooks/use-intercom-widget";

function OptionCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink/10">
      <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-900">{icon}</div>
      <h2 className="mt-5 text-xl font-bold">{title}</h2>
      <p className="mt-2 flex-1 text-ink/75">{text}</p>
      <div className="mt-6">{action}</div>
    </li>
  );
}

const iconProps = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  className: "h-6 w-6",
} as const;

export function SupportOptions() {
  const { knowledgeBaseUrl, supportEmail, intercomAppId } = usePublicConfig();
  useIntercomWidget(intercomAppId);

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        <OptionCard
          icon={
            <svg aria-hidden="true" {...iconProps}>
              <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
              <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5M12 16.5h.01" />
            </svg>
          }
          title="Chat with us"
          text={
            intercomAppId
              ? "Something not working, or a question about your subscription? Send the team a message."
              : `Something not working, or a question about your subscription? Write to the team at ${supportEmail}.`
          }
          action={
            // Without a chat widget configured, the question goes by e-mail: never a button that does nothing.
            intercomAppId ? (
              <button type="button" onClick={openIntercom} className={buttonClass("primary", "md", "w-full")}>
                Ask a Question
              </button>
            ) : (
              <a
                href={`mailto:${supportEmail}?subject=${encodeURIComponent("A question")}`}
                className={buttonClass("primary", "md", "w-full")}
              >
                Ask a Question
              </a>
            )
          }
        />
        <OptionCard
          icon={
            <svg aria-hidden="true" {...iconProps}>
              <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
              <path d="M4 21V5M8 7h7M8 11h5" />
            </svg>
          }
          title="Find an answer"
          text="Step-by-step guides on setting up app locking, Apple Health sync, daily goals and more."
          action={
            <a
              href={knowledgeBaseUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary", "md", "w-full")}
            >
              Knowledge Base
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          }
        />
        <OptionCard
          icon={
            <svg aria-hidden="true" {...iconProps}>
              <path d="M12 3v12m-5-5l5 5 5-5M5 21h14" />
            </svg>
          }
          title="Get the app"
          text="New here? Install the app on your iPhone, iPad, Mac or Apple Watch and start your free trial."
          action={
            <StoreButton variant="dark" className="w-full">
              Download the App
            </StoreButton>
          }
        />
      </ul>
      <p className="mt-12 text-center text-lg text-ink/80">
        Prefer e-mail? Write to{" "}
        <a
          href={`mailto:${supportEmail}`}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-ink"
        >
          {supportEmail}
        </a>
      </p>
    </>
  );
}
