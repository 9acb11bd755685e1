import { loadTopicMatrix } from "../generation/load-topic-matrix";
import type { TopicMatrix } from "../generation/types";

/** Reads the topic matrix on first use and keeps it (a bad file fails the first run's step, with its reason). */
export function lazyTopicMatrix(path: string): () => Promise<TopicMatrix> {
  let loading: Promise<TopicMatrix> | undefined;
  return () => {
    loading ??= loadTopicMatrix(path).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
