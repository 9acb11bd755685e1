import { LandingPagesList } from "./landing-pages-list";
import { QueueGeneratorCard } from "./queue-generator-card";

/** The Manage tab: the generation queue, then every landing page. */
export function ManagePanel({ onEdit }: { onEdit: (id: number) => void }) {
  return (
    <div className="flex flex-col gap-6">
      <QueueGeneratorCard />
      <LandingPagesList onEdit={onEdit} />
    </div>
  );
}
