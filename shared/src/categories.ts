/** The five fixed category groups of the movements directory (public spec section 3). */
export interface CategoryGroup {
  id: string;
  title: string;
  subtitle: string;
  locationIds: readonly string[];
}

export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  {
    id: "sitting-desk-exercises",
    title: "Sitting Desk Exercises",
    subtitle: "Move without leaving your chair",
    locationIds: [
      "armsOnly",
      "chairDancing",
      "deskPump",
      "legActivator",
      "officeChair",
      "sittingBoxing",
      "work_sitting",
    ],
  },
  {
    id: "desk-stretches",
    title: "Desk Stretches",
    subtitle: "Release the tension that builds up at your desk",
    locationIds: ["faceYoga", "lowerBackTensionRelease", "shoulderStretch", "work_yoga"],
  },
  {
    id: "standing-office-exercises",
    title: "Standing Office Exercises",
    subtitle: "Stand up and wake your body up",
    locationIds: ["lowerBackStrength", "standingCushion", "standingDesk", "work_standing"],
  },
  {
    id: "energizing-desk-exercises",
    title: "Energizing Desk Exercises",
    subtitle: "Short bursts that lift your energy",
    locationIds: ["dadMoves", "funKicks", "homeOffice", "sitAndStand"],
  },
  {
    id: "prolonged-sitting-pain-relief",
    title: "Prolonged Sitting Pain Relief",
    subtitle: "Gentle relief for the aches of a long day seated",
    locationIds: ["backPain", "hipPain", "neckAndShoulders", "neckRelief", "seatedBackPainRelief"],
  },
];

export const ALL_LOCATION_IDS: readonly string[] = CATEGORY_GROUPS.flatMap((group) => group.locationIds);
