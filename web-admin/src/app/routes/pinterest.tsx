import { ComingLater } from "@/components/layouts/coming-later";

export function PinterestRoute() {
  return <ComingLater title="Pinterest" description="Connect an account and publish posters." />;
}
