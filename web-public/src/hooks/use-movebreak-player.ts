import { useEffect, useRef, useState } from "react";
import { loadPlayerScript, type MovebreakPlayerApi, type PlayerOptions } from "@/lib/movebreak-player";

export type PlayerStatus = "loading" | "ready" | "error";

export interface MovebreakPlayerMount {
  /** Options of MovebreakPlayer.create; null mounts nothing. */
  options: PlayerOptions | null;
  /** Attributes of the element the player mounts on (the embed code's data-movebreak-* ones). */
  attributes?: Record<string, string>;
}

/**
 * Mounts the embed player in the returned container: directly when the player
 * script is on the page, else once it has loaded on demand. Each change of
 * options or attributes destroys the player and creates a new one, on a fresh
 * element (the player renders in a shadow root, which an element keeps for
 * life); unmounting destroys it.
 */
export function useMovebreakPlayer({ options, attributes }: MovebreakPlayerMount) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>("loading");
  const optionsKey = options ? JSON.stringify(options) : null;
  const attributesKey = JSON.stringify(attributes ?? {});

  useEffect(() => {
    const container = containerRef.current;
    if (!container || optionsKey === null) return;
    const createOptions = JSON.parse(optionsKey) as PlayerOptions;
    const host = document.createElement("div");
    for (const [name, value] of Object.entries(JSON.parse(attributesKey) as Record<string, string>)) {
      host.setAttribute(name, value);
    }
    let player: { destroy(): void } | undefined;
    let cancelled = false;

    const mount = (api: MovebreakPlayerApi) => {
      try {
        container.append(host);
        player = api.create(host, createOptions);
        setStatus("ready");
      } catch (error) {
        console.error("Error creating player", error);
        setStatus("error");
      }
    };

    if (window.MovebreakPlayer) {
      mount(window.MovebreakPlayer);
    } else {
      setStatus("loading");
      loadPlayerScript().then(
        (api) => {
          if (!cancelled) mount(api);
        },
        (error: unknown) => {
          console.error("Error loading player", error);
          if (!cancelled) setStatus("error");
        },
      );
    }

    return () => {
      cancelled = true;
      player?.destroy();
      host.remove();
    };
  }, [optionsKey, attributesKey]);

  return { containerRef, status };
}
