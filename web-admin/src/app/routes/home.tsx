import { useNavigate } from "react-router";
import { AdminLayout } from "@/components/layouts/admin-layout";
import { LinkCard } from "@/components/ui/link-card";
import { StrokeIcon } from "@/components/ui/stroke-icon";
import { paths } from "@/config/paths";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { HOME_OAUTH_MESSAGES, usePinterestOAuthReturn } from "@/features/pinterest/hooks/use-pinterest-oauth-return";
import { ActiveSessionsPanel } from "@/features/sessions/components/active-sessions-panel";

/** After a successful Pinterest connection the home moves on to the Pinterest page (admin spec section 4). */
export const PINTEREST_REDIRECT_DELAY_MS = 1500;

const sections = [
  {
    to: paths.dataExporter,
    title: "Data Exporter",
    description: "Export and import locations, workouts and location content.",
    icon: (
      <StrokeIcon className="size-5">
        <ellipse cx="12" cy="6" rx="7" ry="3" />
        <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
      </StrokeIcon>
    ),
  },
  {
    to: paths.pageManager,
    title: "Page Manager",
    description: "Landing pages, the generation queue and the automation.",
    icon: (
      <StrokeIcon className="size-5">
        <path d="M7 3h7l5 5v13H7z" />
        <path d="M14 3v5h5M10 13h6M10 17h6" />
      </StrokeIcon>
    ),
  },
  {
    to: paths.pinterest,
    title: "Pinterest",
    description: "Connect an account and publish posters.",
    icon: (
      <StrokeIcon className="size-5">
        <circle cx="12" cy="12" r="9" />
        <path d="M11 8.5c2.5-1 5 .4 4.5 3-.4 2-2.3 3-3.8 2.2M11.5 10l-2 10" />
      </StrokeIcon>
    ),
  },
  {
    to: paths.reach,
    title: "Reach",
    description: "Where the players are embedded: loads, plays and hosts.",
    icon: (
      <StrokeIcon className="size-5">
        <path d="M4 19h16M7 16v-5M12 16V7M17 16v-8" />
      </StrokeIcon>
    ),
  },
  {
    to: paths.performance,
    title: "Performance",
    description: "Page views and store clicks by page, topic and method.",
    icon: (
      <StrokeIcon className="size-5">
        <path d="M4 4v16h16" />
        <path d="M7 15l4-4 3 3 5-6" />
      </StrokeIcon>
    ),
  },
];

export function HomeRoute() {
  const navigate = useNavigate();
  // The Pinterest authorization returns here (PINTEREST_REDIRECT_URI defaults to /admin).
  usePinterestOAuthReturn(HOME_OAUTH_MESSAGES, () => {
    setTimeout(() => navigate(paths.pinterest), PINTEREST_REDIRECT_DELAY_MS);
  });
  return (
    <AdminLayout
      title="Dashboard"
      description="Manage the site's data, landing pages and Pinterest account, and see where the players are used."
      actions={<LogoutButton />}
    >
      <nav aria-label="Admin sections">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.to}>
              <LinkCard {...section} />
            </li>
          ))}
        </ul>
      </nav>
      <ActiveSessionsPanel />
    </AdminLayout>
  );
}
