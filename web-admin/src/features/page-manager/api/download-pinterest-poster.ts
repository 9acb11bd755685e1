import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@/lib/download-file";
import { posterFileName } from "../utils/file-names";

/**
 * Fetches a poster image from its own address. A plain fetch: the poster may live on
 * another origin, which must not receive the admin session header.
 */
export async function fetchPinterestPoster(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}

/** Fetches the poster and saves it as pinterest-poster-{title}.png. */
export async function downloadPinterestPoster({ url, title }: { url: string; title: string }): Promise<string> {
  const blob = await fetchPinterestPoster(url);
  const fileName = posterFileName(title);
  downloadFile(fileName, blob);
  return fileName;
}

export function useDownloadPinterestPoster() {
  return useMutation({ mutationFn: downloadPinterestPoster });
}
