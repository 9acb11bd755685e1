import { useState } from "react";
import { useToast } from "@/components/ui/toast/toast-context";
import { getPinterestAuthUrl } from "../api/get-pinterest-auth-url";
import { serverErrorOf } from "../utils/pinterest-request";

/** Where the browser goes for Pinterest's consent page (tests replace it). */
export const redirectTo = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Sends the browser to Pinterest's consent page (connecting, or connecting again: the code exchanged on the
 * way back replaces the stored account); an address the server cannot give is an 'OAuth Error' toast.
 */
export function useStartPinterestOauth() {
  const { toast } = useToast();
  const [redirecting, setRedirecting] = useState(false);

  const start = async () => {
    setRedirecting(true);
    try {
      redirectTo.assign(await getPinterestAuthUrl());
    } catch (error) {
      setRedirecting(false);
      toast({
        title: "OAuth Error",
        description: serverErrorOf(error, "Could not start the Pinterest authorization."),
        variant: "destructive",
      });
    }
  };

  return { start, redirecting };
}
