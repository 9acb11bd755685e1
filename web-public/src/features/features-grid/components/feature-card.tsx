import type { Feature } from "../data/features";
import { FeatureIllustration } from "./feature-illustration";

export function FeatureCard({ feature, index }: { feature: Feature; index: number }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
      {/* Its drawing is styled and laid out only near the screen (content-visibility); the box keeps its size
          from its aspect ratio, so nothing moves when it is drawn. 16 drawings are most of the page's elements. */}
      <div
        className={`aspect-[16/10] p-6 [content-visibility:auto] ${index % 2 === 0 ? "bg-brand-50" : "bg-stone-100"}`}
      >
        <FeatureIllustration id={feature.id} />
      </div>
      <div className="flex-1 p-6">
        <h2 className="text-lg font-bold">{feature.title}</h2>
        <p className="mt-2 text-ink/75">{feature.description}</p>
      </div>
    </article>
  );
}
