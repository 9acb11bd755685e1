import { FEATURES } from "../data/features";
import { FeatureCard } from "./feature-card";

export function FeaturesGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map((feature, index) => (
        <li key={feature.id}>
          <FeatureCard feature={feature} index={index} />
        </li>
      ))}
    </ul>
  );
}
