/** Clips sit at a fixed path built from the workout id under the media base URL. */
export function workoutVideoUrl(mediaBaseUrl: string, workoutId: string): string {
  return `${mediaBaseUrl}/workouts/${encodeURIComponent(workoutId)}.mp4`;
}
