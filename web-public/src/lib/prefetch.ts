import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { createQueryClient } from "./query-client";

/** One API read a server-rendered URL needs: the query's key and the API path to read. */
export interface PrefetchItem {
  queryKey: string[];
  path: string;
}

/** The API's answer to one planned read, as the server got it in-process. */
export interface PrefetchAnswer {
  status: number;
  body: unknown;
}

/**
 * The cache state the server hands to render() and embeds for the browser:
 * a 200 answer becomes the query's data, a 404 becomes null (the screens show
 * "not found"), anything else is left out (the screen renders that query as not read yet).
 */
export function dehydrateAnswers(answers: readonly { queryKey: string[]; answer: PrefetchAnswer }[]): DehydratedState {
  const queryClient = createQueryClient();
  for (const { queryKey, answer } of answers) {
    if (answer.status === 200) queryClient.setQueryData(queryKey, answer.body);
    else if (answer.status === 404) queryClient.setQueryData(queryKey, null);
  }
  const state = dehydrate(queryClient);
  queryClient.clear();
  return state;
}
