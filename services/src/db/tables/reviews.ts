export interface ReviewsTable {
  id: string;
  rating: number;
  title: string;
  content: string;
  author: string;
  /** Shown as given, so stored as text. */
  date: string;
}
