import { ComingLater } from "@/components/layouts/coming-later";

export function PageManagerRoute() {
  return <ComingLater title="Page Manager" description="Landing pages, the generation queue and the automation." />;
}
