export interface HomeReview {
  title: string;
  text: string;
  author: string;
}

/** The ten static five-star reviews of the home page. */
export const HOME_REVIEWS: readonly HomeReview[] = [
  {
    title: "My neck finally forgives me",
    text: "I used to end every workday with a stiff neck. Two weeks of one-minute breaks and it is simply gone.",
    author: "Priya, product designer",
  },
  {
    title: "The lock is genius",
    text: "I ignored every reminder app I ever tried. I cannot ignore my apps being locked. Up I get, every time.",
    author: "Marcus, software engineer",
  },
  {
    title: "Perfect for a busy mum",
    text: "Playing with my kids counts towards my goal. I did not expect an app to make me feel this good about my day.",
    author: "Hannah, mother of two",
  },
  {
    title: "Gentle enough for me",
    text: "I am 68 and gyms were never my thing. These moves are kind to my knees and I do them in my armchair.",
    author: "Robert, retired teacher",
  },
  {
    title: "Afternoon slump, solved",
    text: "A quick move at three o'clock does more for my energy than another coffee. My team has noticed too.",
    author: "Elena, account manager",
  },
  {
    title: "Back pain is way down",
    text: "My physio told me to move more often. This is the first thing that actually made me do it.",
    author: "David, accountant",
  },
  {
    title: "Streaks keep me honest",
    text: "Sixty days and counting. Watching my Watts add up has become a small daily win I look forward to.",
    author: "Aisha, PhD student",
  },
  {
    title: "Works with my schedule",
    text: "Breaks fit around my meetings and it stays quiet on my days off. It feels like it was built for real jobs.",
    author: "Tom, project lead",
  },
  {
    title: "No more doom-scrolling",
    text: "A locked feed is the best thing that happened to my evenings. I stretch instead of scroll.",
    author: "Julia, writer",
  },
  {
    title: "Worth every penny",
    text: "Less stiffness, more energy and a habit that stuck. I tried the trial and never looked back.",
    author: "Kenji, call centre team lead",
  },
];
