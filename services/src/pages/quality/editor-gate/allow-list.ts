/**
 * Words dictionary-en (US English) lacks that a page may use, each with why it is fine. Found by running the
 * checker over every text of ops/seed/movement-library.json, ops/seed/pain-points.json and the topic matrix
 * (allow-list.test.ts keeps them passing); add a word only with a reason an editor would sign.
 * A word is allowed as written, lowercase and capitalised; `plural` also allows it with an "s".
 */
export interface AllowedWord {
  word: string;
  why: string;
  plural?: boolean;
}

export const SPELLING_ALLOW_LIST: readonly AllowedWord[] = [
  // The product
  { word: "Movebreak", why: "the product's name" },
  // Anatomy and movement words of the movement library and the matrix
  { word: "flexor", plural: true, why: "anatomy: the hip flexors (Seated Hip Flexor Stretch)" },
  { word: "extensor", plural: true, why: "anatomy: the wrist extensors (Wrist Extensor Stretch)" },
  { word: "glute", plural: true, why: "common short form of the gluteal muscles (Glute Squeezes)" },
  { word: "trapezius", why: "anatomy: the upper back and neck muscle (Upper Trapezius Stretch)" },
  { word: "levator", why: "anatomy: levator scapulae (Levator Scapulae Stretch)" },
  { word: "piriformis", why: "anatomy: the deep hip muscle (Piriformis Stretch, a source title)" },
  { word: "temporomandibular", why: "anatomy: the jaw joint (a source title on jaw tension)" },
  { word: "bodyweight", why: "standard fitness term: exercise with no added load (Bodyweight Good Mornings)" },
  { word: "tendonitis", why: "standard medical term (NHS spelling), pain-point knowledge on wrist pain" },
  { word: "pilates", why: "the exercise method (pain-point knowledge on back pain)" },
  { word: "undiagnosed", why: "standard English, a source title" },
  { word: "coworking", why: "the matrix's place (coworking space), standard English the dictionary lacks" },
  { word: "DVT", why: "deep vein thrombosis, a warning sign of the stiff legs knowledge" },
  { word: "38C", why: "a temperature in a warning sign (38C, 100.4F)" },
  // British spellings the seed data and matrix use (dictionary-en is US English)
  { word: "favourite", plural: true, why: "British spelling, as the site writes" },
  { word: "programme", plural: true, why: "British spelling, a source title (Balance programme)" },
  { word: "mum", plural: true, why: "British English, the matrix's audience variant (mums and dads at home)" },
  // Publishers and programmes named in the sources (pain-points.json)
  { word: "NHS", why: "the UK's National Health Service" },
  { word: "HSE", why: "Health Service Executive (Ireland) and the UK Health and Safety Executive" },
  { word: "HSC", why: "Health and Social Care (Northern Ireland)" },
  { word: "MSK", why: "musculoskeletal, as NHS services name themselves" },
  { word: "KMPT", why: "Kent and Medway NHS and Social Care Partnership Trust" },
  { word: "NTIMS", why: "an NHS physiotherapy service's name (a source title)" },
  { word: "UMass", why: "UMass Memorial Health, a publisher" },
  { word: "UW", why: "UW Health, a publisher" },
  { word: "Go4Life", why: "the National Institute on Aging's programme" },
  { word: "MedlinePlus", why: "the U.S. National Library of Medicine's site" },
  { word: "Newswire", why: "PR Newswire, through which a source was published" },
  { word: "Permanente", why: "Kaiser Permanente, a publisher" },
  { word: "Eskenazi", why: "Eskenazi Health, a publisher" },
  { word: "Sirona", why: "Sirona care & health, a publisher" },
  { word: "nidirect", why: "the Northern Ireland government's site" },
  { word: "nibusinessinfo.co.uk", why: "Invest Northern Ireland's site, named as its publisher" },
  { word: "my-oscar", why: "an NHS clinical guidance site's name" },
  // Places in NHS trusts' names
  { word: "Calderdale", why: "a place in an NHS trust's name" },
  { word: "Cumbria", why: "a place in an NHS trust's name" },
  { word: "Kirklees", why: "a place in an NHS trust's name" },
  { word: "Leicestershire", why: "a place in an NHS trust's name" },
  { word: "Mersey", why: "a place in an NHS trust's name" },
  { word: "Morecambe", why: "a place in an NHS trust's name" },
  { word: "Northumbria", why: "a place in an NHS trust's name" },
  { word: "Stockport", why: "a place in an NHS trust's name" },
  { word: "Tayside", why: "a place in an NHS board's name" },
  { word: "Wakefield", why: "a place in an NHS trust's name" },
  { word: "Wigan", why: "a place in an NHS trust's name" },
  { word: "Wrightington", why: "a place in an NHS trust's name" },
];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every form retext-spell is told to ignore (it compares words exactly). */
export function allowedForms(list: readonly AllowedWord[] = SPELLING_ALLOW_LIST): string[] {
  const forms = new Set<string>();
  for (const { word, plural } of list) {
    const bases =
      word === word.toUpperCase() || /[A-Z]/.test(word.slice(1))
        ? [word]
        : [word, word.toLowerCase(), capitalised(word)];
    for (const base of bases) {
      forms.add(base);
      if (plural) forms.add(`${base}s`);
    }
  }
  return [...forms];
}
